import { Button, Flex, Select } from 'antd';
import { PlusOutlined, ShrinkOutlined } from '@ant-design/icons';
import { useTranslation } from '../../lib/translation.ts';
import type { PonSummary } from '@olt/protocol';
import { useMayWrite } from '../../lib/access.ts';

interface PonControlsProps {
  pons: readonly PonSummary[];
  expandedPort: number | null;
  nameOf: (portId: number) => string;
  onExpand: (portId: number | null) => void;
  onAddSplitter: (portId: number) => void;
}

/** Which PON is expanded, chosen from a list as well as by clicking the graph, and the expanded PON's actions. */
export function PonControls({ pons, expandedPort, nameOf, onExpand, onAddSplitter }: PonControlsProps) {
  const { t } = useTranslation('topo');
  const mayWrite = useMayWrite('pon');
  return (
    <Flex gap="small" align="center">
      <Select
        size="small"
        allowClear
        placeholder={t('toolbar.ponSelect')}
        aria-label={t('toolbar.ponSelect')}
        value={expandedPort ?? undefined}
        options={pons.map((p) => ({ value: p.port_id, label: nameOf(p.port_id) }))}
        onChange={(portId: number | undefined) => onExpand(portId ?? null)}
        style={{ width: 150 }}
      />
      {expandedPort !== null && (
        <>
          <Button disabled={!mayWrite} size="small" icon={<PlusOutlined />} onClick={() => onAddSplitter(expandedPort)}>
            {t('toolbar.addSplitter')}
          </Button>
          <Button size="small" icon={<ShrinkOutlined />} onClick={() => onExpand(null)}>
            {t('toolbar.collapse')}
          </Button>
        </>
      )}
    </Flex>
  );
}
