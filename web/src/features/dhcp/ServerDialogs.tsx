import { DHCP_SERVER_FLAGS as F, serverConfig, type DhcpGlobal, type MgmtInterface } from '@olt/protocol';
import { EntityDialog } from '../../components/kit/EntityDialog.tsx';
import type { FieldSpec } from '../../components/kit/fields.ts';
import { write } from '../../lib/deviceWrite.ts';
import { toast } from '../../lib/feedback.ts';
import { paramField } from '../../lib/schemaRules.ts';
import { useTranslation } from '../../lib/translation.ts';
import { dhcpKeys } from './dhcpQueries.ts';

/** DHCP-22: the in-band interface the server answers on. */
export function InterfaceDialog({
  g,
  interfaces,
  onClose,
}: {
  g: DhcpGlobal;
  interfaces: readonly MgmtInterface[];
  onClose: () => void;
}) {
  const { t } = useTranslation('dhcp');
  return (
    <EntityDialog<{ interface: number }>
      title={t('server.interfaceSetting')}
      okText={t('apply')}
      fields={[
        {
          name: 'interface',
          label: t('server.interface'),
          kind: 'select',
          required: true,
          options: interfaces.map((i) => ({ value: i.vlan_id ?? 0, label: `VLAN ${i.vlan_id} (${i.ipaddr})` })),
        },
      ]}
      initialValues={{ interface: g.interface }}
      success={(v) => t('done.interfaceSet', { vlan: Number(v.interface) })}
      invalidate={[dhcpKeys.all]}
      onClose={onClose}
      toWrite={(v) => {
        if (Number(v.interface) === g.interface) {
          toast.info(t('noChange'));
          return null;
        }
        return write(serverConfig, { flags: F.interface, interface: Number(v.interface) });
      }}
    />
  );
}

type Pool = Pick<DhcpGlobal, 'ipaddress_s' | 'ipaddress_e' | 'ipmask' | 'pridns' | 'secdns' | 'gateway' | 'lease_time'>;
const FLAG_OF: Record<keyof Pool, number> = {
  ipaddress_s: F.range,
  ipaddress_e: F.range,
  ipmask: F.mask,
  pridns: F.dns,
  secdns: F.dns,
  gateway: F.gateway,
  lease_time: F.lease,
};

/** DHCP-23: the pool and its options; only what changed is flagged, nothing changed is said, not sent. */
export function PoolDialog({ g, onClose }: { g: DhcpGlobal; onClose: () => void }) {
  const { t } = useTranslation('dhcp');
  const current: Pool = {
    ipaddress_s: g.ipaddress_s,
    ipaddress_e: g.ipaddress_e,
    ipmask: g.ipmask,
    pridns: g.pridns,
    secdns: g.secdns === '0.0.0.0' ? '' : g.secdns,
    gateway: g.gateway,
    lease_time: g.lease_time,
  };
  const text = (name: Exclude<keyof Pool, 'lease_time'>, required = true): FieldSpec<Pool> => ({
    name,
    label: t(`server.${name}`),
    kind: 'text',
    required,
    schema: paramField(serverConfig.param, name),
  });
  const fields: FieldSpec<Pool>[] = [
    text('ipaddress_s'),
    text('ipaddress_e'),
    text('ipmask'),
    text('gateway'),
    text('pridns'),
    { ...text('secdns', false), extra: t('server.secdnsHint') },
    {
      name: 'lease_time',
      label: t('server.lease'),
      kind: 'int',
      required: true,
      schema: paramField(serverConfig.param, 'lease_time'),
      extra: t('server.leaseHint'),
    },
  ];
  return (
    <EntityDialog<Pool>
      title={t('server.poolSetting')}
      okText={t('apply')}
      fields={fields}
      initialValues={current}
      success={(typed) =>
        t('done.poolSaved', {
          from: typed.ipaddress_s ?? current.ipaddress_s,
          to: typed.ipaddress_e ?? current.ipaddress_e,
          lease: Number(typed.lease_time ?? current.lease_time),
        })
      }
      invalidate={[dhcpKeys.all]}
      onClose={onClose}
      toWrite={(typed) => {
        const v = { ...current, ...typed, lease_time: Number(typed.lease_time ?? current.lease_time) };
        const flags = (Object.keys(FLAG_OF) as (keyof Pool)[])
          .filter((k) => String(v[k] ?? '') !== String(current[k]))
          .reduce((sum, k) => sum | FLAG_OF[k], 0);
        if (flags === 0) {
          toast.info(t('noChange'));
          return null;
        }
        return write(serverConfig, { ...v, secdns: v.secdns === '' ? '0.0.0.0' : v.secdns, flags });
      }}
    />
  );
}
