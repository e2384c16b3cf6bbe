import { Flex, Select, Typography } from 'antd';
import { useTranslation } from '../../lib/translation.ts';
import { portOptionLabel, type PortOption } from '../../components/portOptions.ts';

/** The filter's "every port" choice; port ids start at 1. */
export const ALL_PORTS = 0;

/** Narrows a table to one port, or shows every port. */
export function PortFilter({
  ports,
  value,
  onChange,
}: {
  ports: readonly PortOption[];
  value: number;
  onChange: (id: number) => void;
}) {
  const { t } = useTranslation('vlan');
  return (
    <Flex align="center" gap="small">
      <Typography.Text type="secondary">{t('field.port')}</Typography.Text>
      <Select
        aria-label={t('filter.port')}
        style={{ width: 160 }}
        value={value}
        onChange={onChange}
        options={[
          { value: ALL_PORTS, label: t('filter.allPorts') },
          ...ports.map((p) => ({ value: p.id, label: portOptionLabel(p) })),
        ]}
      />
    </Flex>
  );
}
