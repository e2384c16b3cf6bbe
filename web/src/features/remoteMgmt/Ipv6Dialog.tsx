import { useTranslation } from '../../lib/translation.ts';
import { deleteInboundV6, deleteOutboundV6, setInbound, setOutbound, type MgmtInterface } from '@olt/protocol';
import { EntityDialog } from '../../components/kit/EntityDialog.tsx';
import { write } from '../../lib/deviceWrite.ts';
import { paramField } from '../../lib/schemaRules.ts';
import { mgmtKeys } from './remoteMgmtQueries.ts';

/** The link-local address is derived from the MAC: the device neither adds nor deletes it. */
export const ownIpv6 = (row: MgmtInterface): string[] =>
  row.ipv6_address.map((a) => a.ipv6).filter((a) => !a.toLowerCase().startsWith('fe80:'));

/** Adds an IPv6 address to an interface (MGMT-04/08) or deletes one of its own (MGMT-05/10), chosen from a list. */
export function Ipv6Dialog({
  row,
  mode,
  onClose,
}: {
  row: MgmtInterface;
  mode: 'add' | 'delete';
  onClose: () => void;
}) {
  const { t } = useTranslation('remoteMgmt');
  const isOutbound = row.interface === 'outbound';
  const vlanId = row.vlan_id ?? 0;
  const addWrite = ({ ipv6 }: { ipv6: string }) =>
    isOutbound
      ? write(setOutbound, { interface: 'outbound', ipv6 })
      : write(setInbound, { interface: row.interface, vlan_id: vlanId, ipv6 });
  const deleteWrite = ({ ipv6 }: { ipv6: string }) =>
    isOutbound
      ? write(deleteOutboundV6, { ipv6, interface: 'outbound' })
      : write(deleteInboundV6, { ipv6, interface: row.interface, vlan_id: vlanId });
  const isAdd = mode === 'add';
  return (
    <EntityDialog<{ ipv6: string }>
      title={t(isAdd ? 'ipv6.addTitle' : 'ipv6.deleteTitle', { name: row.interface })}
      okText={t(isAdd ? 'ipv6.ok' : 'ipv6.deleteOk')}
      fields={[
        isAdd
          ? {
              name: 'ipv6',
              label: t('ipv6.address'),
              kind: 'text',
              schema: paramField(setOutbound.param, 'ipv6'),
              required: true,
              placeholder: t('dialog.ipv6Hint'),
            }
          : {
              name: 'ipv6',
              label: t('ipv6.address'),
              kind: 'select',
              required: true,
              options: ownIpv6(row).map((a) => ({ value: a, label: a })),
            },
      ]}
      initialValues={isAdd ? {} : { ipv6: ownIpv6(row)[0] }}
      toWrite={isAdd ? addWrite : deleteWrite}
      success={({ ipv6 }) => t(isAdd ? 'done.ipv6Added' : 'done.ipv6Deleted', { ipv6, name: row.interface })}
      invalidate={[mgmtKeys.interfaces]}
      confirm={isAdd ? undefined : ({ ipv6 }) => t('ipv6.deleteConfirm', { address: ipv6, name: row.interface })}
      onClose={onClose}
    />
  );
}
