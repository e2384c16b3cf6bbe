import type { CistPort, MstiPort } from '@olt/protocol';
import { EntityTable } from '../../components/kit/EntityTable.tsx';
import { useTranslation } from '../../lib/translation.ts';
import { PortCostDialog } from './MstpDialogs.tsx';
import { useRoleState } from './mstpWords.tsx';
import { mstpKeys } from './mstpQueries.ts';
import { usePortName } from './usePortName.ts';

/** A port row of either kind of instance: the CIST counts external path cost, an MSTI internal. */
type InstancePort = CistPort | MstiPort;

/** Reads a row's administered and operative cost, whichever kind of instance it belongs to. */
function costOf(p: InstancePort) {
  return 'admin_external_cost' in p
    ? { admin: p.admin_external_cost, oper: p.external_cost }
    : { admin: p.admin_internal_cost, oper: p.internal_cost };
}

/** MSTP-09/15: one instance's ports (mstid 0 is the CIST) with a priority and cost setting per row. */
export function InstancePortTable<P extends InstancePort>({
  mstid,
  rows,
  loading,
}: {
  mstid: number;
  rows: P[];
  loading: boolean;
}) {
  const { t } = useTranslation('mstp');
  const names = usePortName();
  const { role, state } = useRoleState();
  return (
    <EntityTable<P>
      rows={rows}
      loading={loading}
      rowKey={(p) => p.port_id}
      area="switch"
      columns={[
        { title: t('port.port'), key: 'port', render: (_, p) => names.name(p.port_id) },
        { title: t('port.role'), key: 'role', render: (_, p) => role(p.port_role) },
        { title: t('port.priority'), dataIndex: 'port_priority', key: 'priority' },
        { title: t('port.state'), key: 'state', render: (_, p) => state(p.port_state) },
        {
          title: t('port.adminCost'),
          key: 'admin',
          render: (_, p) => (costOf(p).admin === 0 ? t('port.auto') : t('port.manual')),
        },
        { title: t('port.operCost'), key: 'oper', render: (_, p) => costOf(p).oper },
      ]}
      actionsTitle={t('port.actions')}
      invalidate={[mstpKeys.all]}
      rowLabel={(p) => names.name(p.port_id)}
      rowActions={[
        {
          key: 'setting',
          label: t('port.setting'),
          dialog: (p, onClose) => (
            <PortCostDialog
              mstid={mstid}
              port={{ port_id: p.port_id, port_priority: p.port_priority, admin_cost: costOf(p).admin }}
              name={names.name(p.port_id)}
              lag={names.lag(p.port_id)}
              onClose={onClose}
            />
          ),
        },
      ]}
    />
  );
}
