import { Alert } from 'antd';
import { useTranslation } from '../../lib/translation.ts';
import { INBAND_INTERFACES_MAX, addInbound, setInbound, setOutbound, type MgmtInterface } from '@olt/protocol';
import { EntityDialog } from '../../components/kit/EntityDialog.tsx';
import type { FieldSpec } from '../../components/kit/fields.ts';
import { write } from '../../lib/deviceWrite.ts';
import { paramField } from '../../lib/schemaRules.ts';
import { cutOffWarning, cutOffWrite } from './currentInterface.ts';
import { mgmtKeys } from './remoteMgmtQueries.ts';

interface AddressValues {
  type: 'ipv4' | 'ipv6';
  ipaddr: string;
  ipmask: string;
  ipv6: string;
  vlan_id: number | string;
}

const isV4 = (v: Partial<AddressValues>) => v.type !== 'ipv6';
const address = (v: AddressValues) => (isV4(v) ? { ipaddr: v.ipaddr, ipmask: v.ipmask } : { ipv6: v.ipv6 });

/**
 * Sets an interface's IPv4 address or adds an IPv6 one (MGMT-03/04/07/08), or adds an in-band interface on a VLAN
 * (MGMT-06) when `row` is absent. Changing the interface this browser uses is warned of in the dialog and sent
 * confirmed; one the device alone knows to be in use is asked about when it says so (currentInterface.ts).
 */
export function InterfaceDialog({
  row,
  isInUse = false,
  onClose,
}: {
  row?: MgmtInterface;
  isInUse?: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('remoteMgmt');
  const schema = row ? (row.interface === 'outbound' ? setOutbound : setInbound) : addInbound;
  const field = (name: keyof AddressValues) => paramField(schema.param, name);
  const fields: FieldSpec<AddressValues>[] = [
    {
      name: 'type',
      label: t('dialog.type'),
      kind: 'radio',
      options: [
        { value: 'ipv4', label: 'IPv4' },
        { value: 'ipv6', label: 'IPv6' },
      ],
    },
    ...(row
      ? []
      : [{ name: 'vlan_id', label: t('dialog.vlan'), kind: 'int', schema: field('vlan_id'), required: true } as const]),
    { name: 'ipaddr', label: t('dialog.ipaddr'), kind: 'text', schema: field('ipaddr'), required: true, when: isV4 },
    { name: 'ipmask', label: t('dialog.ipmask'), kind: 'text', schema: field('ipmask'), required: true, when: isV4 },
    {
      name: 'ipv6',
      label: t('dialog.ipv6'),
      kind: 'text',
      schema: field('ipv6'),
      required: true,
      placeholder: t('dialog.ipv6Hint'),
      when: (v) => !isV4(v),
    },
  ];
  const toWrite = (v: AddressValues) => {
    if (!row) return write(addInbound, { vlan_id: Number(v.vlan_id), ...address(v) });
    // an IPv6 address is added beside the others: it cuts nothing off
    const isCutting = isInUse && isV4(v);
    if (row.interface === 'outbound') {
      return cutOffWrite(setOutbound, { interface: 'outbound', ...address(v) }, row.interface, isCutting);
    }
    const vlanId = row.vlan_id ?? 0;
    return cutOffWrite(
      setInbound,
      { interface: row.interface, vlan_id: vlanId, ...address(v) },
      row.interface,
      isCutting,
    );
  };
  return (
    <EntityDialog<AddressValues>
      title={row ? t('dialog.settingTitle', { name: row.interface }) : t('dialog.addTitle')}
      okText={row ? t('dialog.ok') : t('dialog.addOk')}
      fields={fields}
      initialValues={{ type: 'ipv4', ipaddr: row?.ipaddr ?? '', ipmask: row?.ipmask ?? '' }}
      toWrite={toWrite}
      success={(v) => {
        const said = isV4(v) ? `${v.ipaddr}/${v.ipmask}` : v.ipv6;
        return row
          ? t('done.addressSet', { name: row.interface, address: said })
          : t('done.interfaceAdded', { vlan: Number(v.vlan_id), address: said });
      }}
      invalidate={[mgmtKeys.all]}
      confirm={(v) =>
        isInUse && isV4(v)
          ? { content: cutOffWarning(row?.interface ?? ''), title: t('cutOff.title'), okText: t('cutOff.ok') }
          : undefined
      }
      onClose={onClose}
      intro={
        isInUse ? (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 12 }}
            title={t('cutOff.title')}
            description={cutOffWarning(row?.interface ?? '')}
          />
        ) : row ? null : (
          <Alert type="info" style={{ marginBottom: 12 }} title={t('dialog.addHint', { max: INBAND_INTERFACES_MAX })} />
        )
      }
    />
  );
}
