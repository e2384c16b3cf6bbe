import { Card, Flex } from 'antd';
import { useTranslation } from '../../lib/translation.ts';
import { onuLabel } from '@olt/protocol';
import { PageHeader } from '../../components/PageHeader.tsx';
import { usePortSelection } from '../../components/usePortSelection.ts';
import type { PageProps } from '../../lib/pages.ts';
import { PortVlanTable } from './PortVlanTable.tsx';
import { UniPortTable } from './UniPortTable.tsx';

/** ONU port configuration (screens.md §11.2): the UNI ports of one ONU, then their VLAN modes and entries. */
export function OnuPortPage({ title }: PageProps) {
  const { t } = useTranslation('onuDevice');
  const selection = usePortSelection({ withOnu: true });
  const { portId, onuId } = selection;
  const onu = onuId === null ? '' : onuLabel(portId, onuId);
  // the cards are named regions, so the two tables can be told apart by their title
  const portsTitle = t('port.title', { onu });
  const vlansTitle = t('vlan.title', { onu });
  return (
    <>
      <PageHeader title={title} selection={selection} />
      {onuId !== null && (
        <Flex vertical gap="middle">
          <Card size="small" title={portsTitle} role="region" aria-label={portsTitle}>
            <UniPortTable portId={portId} onuId={onuId} />
          </Card>
          <Card size="small" title={vlansTitle} role="region" aria-label={vlansTitle}>
            <PortVlanTable portId={portId} onuId={onuId} />
          </Card>
        </Flex>
      )}
    </>
  );
}
