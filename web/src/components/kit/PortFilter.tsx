import { useMemo, useState, type ReactNode } from 'react';
import { Flex, Select, Typography } from 'antd';
import { useTranslation } from '../../lib/translation.ts';
import { portOptionLabel, type PortOption } from '../portOptions.ts';

/** The filter's "every port" choice; port ids start at 1. */
const ALL_PORTS = 0;

/** Narrows a table to one port, or shows every port. */
function PortFilter({
  ports,
  value,
  onChange,
}: {
  ports: readonly PortOption[];
  value: number;
  onChange: (id: number) => void;
}) {
  const { t } = useTranslation('components');
  return (
    <Flex align="center" gap="small">
      <Typography.Text type="secondary">{t('portFilter.label')}</Typography.Text>
      <Select
        aria-label={t('portFilter.aria')}
        style={{ width: 160 }}
        value={value}
        onChange={onChange}
        options={[
          { value: ALL_PORTS, label: t('portFilter.all') },
          ...ports.map((p) => ({ value: p.id, label: portOptionLabel(p) })),
        ]}
      />
    </Flex>
  );
}

/**
 * A table's rows narrowed to the port chosen in its toolbar (every port at first): the VLAN translation and QinQ
 * tabs, and any table of per-port entries, put `filter` in an EntityTable's toolbar and show `rows`.
 */
export function usePortFilter<R extends { port_id: number }>(
  all: readonly R[] | undefined,
  ports: readonly PortOption[],
): { rows: R[]; filter: ReactNode } {
  const [portId, setPortId] = useState(ALL_PORTS);
  const rows = useMemo(() => (all ?? []).filter((r) => portId === ALL_PORTS || r.port_id === portId), [all, portId]);
  return { rows, filter: <PortFilter ports={ports} value={portId} onChange={setPortId} /> };
}
