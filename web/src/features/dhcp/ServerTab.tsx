import { useState } from 'react';
import { Alert, Button, Descriptions, Flex } from 'antd';
import { serverAdmin, type DhcpGlobal } from '@olt/protocol';
import { useMayWrite } from '../../lib/access.ts';
import { write } from '../../lib/deviceWrite.ts';
import { useDeviceWrite } from '../../lib/useDeviceWrite.ts';
import { useTranslation } from '../../lib/translation.ts';
import { dhcpKeys, useInbound } from './dhcpQueries.ts';
import { OnOffRow } from '../../components/OnOffRow.tsx';
import { InterfaceDialog, PoolDialog } from './ServerDialogs.tsx';

/** DHCP-21…23: the built-in server on an in-band interface, its pool and options. */
export function ServerTab({ g }: { g: DhcpGlobal }) {
  const { t } = useTranslation('dhcp');
  const device = useDeviceWrite();
  const mayWrite = useMayWrite('switch');
  const interfaces = useInbound().data ?? [];
  const [dialog, setDialog] = useState<'interface' | 'pool' | null>(null);
  const isOn = g.server_admin === 1;
  const itf = interfaces.find((i) => i.vlan_id === g.interface);
  return (
    <Flex vertical gap="middle">
      <OnOffRow
        label={t('server.status')}
        isOn={isOn}
        isBusy={device.isPending}
        note={g.relay_admin === 1 ? t('server.relayNote') : undefined}
        onChange={(on) =>
          void device.run(write(serverAdmin, { server_admin: on ? 1 : 0 }), {
            confirm: on ? t('server.onConfirm') : t('server.offConfirm'),
            success: on ? t('done.serverOn') : t('done.serverOff'),
            invalidate: [dhcpKeys.all],
          })
        }
      />
      {interfaces.length === 0 && <Alert type="warning" showIcon title={t('server.noInbound')} />}
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2 }}
        items={[
          {
            key: 'itf',
            label: t('server.interface'),
            children: itf ? `VLAN ${itf.vlan_id} (${itf.ipaddr})` : `VLAN ${g.interface}`,
          },
          { key: 'range', label: t('server.range'), children: `${g.ipaddress_s} – ${g.ipaddress_e}` },
          { key: 'mask', label: t('server.mask'), children: g.ipmask },
          { key: 'gateway', label: t('server.gateway'), children: g.gateway },
          { key: 'pridns', label: t('server.pridns'), children: g.pridns },
          { key: 'secdns', label: t('server.secdns'), children: g.secdns === '0.0.0.0' ? '-' : g.secdns },
          { key: 'lease', label: t('server.lease'), children: t('seconds', { n: g.lease_time }) },
        ]}
      />
      <Flex gap="small">
        <Button disabled={!mayWrite || interfaces.length === 0} onClick={() => setDialog('interface')}>
          {t('server.interfaceSetting')}
        </Button>
        <Button disabled={!mayWrite} onClick={() => setDialog('pool')}>
          {t('server.poolSetting')}
        </Button>
      </Flex>
      {dialog === 'interface' && <InterfaceDialog g={g} interfaces={interfaces} onClose={() => setDialog(null)} />}
      {dialog === 'pool' && <PoolDialog g={g} onClose={() => setDialog(null)} />}
    </Flex>
  );
}
