import { useState, type ReactNode } from 'react';
import { Alert, Button, Card, Flex, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from '../../lib/translation.ts';
import { deleteInbound, setOutboundAdmin, setTelnetStatus, type MgmtInterface } from '@olt/protocol';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useMayWrite } from '../../lib/access.ts';
import { write } from '../../lib/deviceWrite.ts';
import { useDeviceWrite, type WriteOptions } from '../../lib/useDeviceWrite.ts';
import { cutOffWarning, cutOffWrite, isInterfaceInUse } from './currentInterface.ts';
import { DefaultRoutes } from './DefaultRoutes.tsx';
import { DnsServers } from './DnsServers.tsx';
import { InterfaceDialog } from './InterfaceDialog.tsx';
import { InterfaceTable, type RowAction } from './InterfaceTable.tsx';
import { Ipv6Dialog } from './Ipv6Dialog.tsx';
import { mgmtKeys, useClientInterface, useInterfaces } from './remoteMgmtQueries.ts';

const INVALIDATE = [mgmtKeys.interfaces];

/**
 * Network interface (screens.md §9.4): default routes, DNS and the management interfaces. A change that may cut off
 * the interface this browser uses (its address, its deletion, turning the out-of-band port off) says so first.
 */
export function RemoteMgmtPage({ title }: { title: string }) {
  const { t } = useTranslation('remoteMgmt');
  const interfaces = useInterfaces();
  const deviceSays = useClientInterface().data?.interface ?? '';
  const device = useDeviceWrite();
  const mayWrite = useMayWrite('access');
  const [dialog, setDialog] = useState<ReactNode>(null);
  const close = () => setDialog(null);
  const rows = interfaces.data ?? [];
  const isInUse = (row: MgmtInterface) => isInterfaceInUse(row, window.location.hostname, deviceSays);
  const outbound = rows.find((r) => r.interface === 'outbound');

  /** the question before a write that could cut this console off: the warning when it does */
  const ask = (row: MgmtInterface, plain: string): WriteOptions['confirm'] =>
    isInUse(row)
      ? { content: `${plain} ${cutOffWarning(row.interface)}`, title: t('cutOff.title'), okText: t('cutOff.ok') }
      : plain;

  const onAction = (action: RowAction, row: MgmtInterface) => {
    const name = row.interface;
    if (action === 'setting') setDialog(<InterfaceDialog row={row} isInUse={isInUse(row)} onClose={close} />);
    if (action === 'addIpv6' || action === 'deleteIpv6') {
      setDialog(<Ipv6Dialog row={row} mode={action === 'addIpv6' ? 'add' : 'delete'} onClose={close} />);
    }
    if (action === 'delete') {
      const step = cutOffWrite(deleteInbound, { vlan_id: row.vlan_id ?? 0 }, name, isInUse(row));
      void device.run(step, {
        confirm: ask(row, t('confirm.delete', { name })),
        success: t('done.interfaceDeleted', { name }),
        invalidate: INVALIDATE,
      });
    }
    if (action === 'telnet') {
      const isOn = row.telnet_status === 1;
      void device.run(write(setTelnetStatus, { telnet_status: isOn ? 2 : 1, vlan_id: row.vlan_id ?? 0 }), {
        confirm: t(isOn ? 'confirm.telnetOff' : 'confirm.telnetOn', { name }),
        success: t(isOn ? 'done.telnetOff' : 'done.telnetOn', { name }),
        invalidate: INVALIDATE,
      });
    }
  };

  const toggleOutbound = (row: MgmtInterface) => {
    const isOn = row.admin !== 2;
    const step = isOn
      ? cutOffWrite(setOutboundAdmin, { admin: 2 }, row.interface, isInUse(row))
      : write(setOutboundAdmin, { admin: 1 });
    void device.run(step, {
      confirm: isOn ? ask(row, t('outbound.offConfirm')) : t('outbound.onConfirm'),
      success: t(isOn ? 'done.outboundOff' : 'done.outboundOn'),
      invalidate: INVALIDATE,
    });
  };

  return (
    <Card variant="borderless" data-page="remote_mgmt">
      <PageHeader title={title} />
      <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('hardwareNote')} />
      <DefaultRoutes />
      <DnsServers />
      <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('table.interface')}
        </Typography.Title>
        <Flex gap="small">
          {outbound && (
            <Button danger={outbound.admin !== 2} disabled={!mayWrite} onClick={() => toggleOutbound(outbound)}>
              {t(outbound.admin === 2 ? 'outbound.turnOn' : 'outbound.turnOff')}
            </Button>
          )}
          <Button
            type="primary"
            icon={<PlusOutlined />}
            disabled={!mayWrite}
            onClick={() => setDialog(<InterfaceDialog onClose={close} />)}
          >
            {t('dialog.addTitle')}
          </Button>
        </Flex>
      </Flex>
      <InterfaceTable
        rows={rows}
        loading={interfaces.isPending}
        mayWrite={mayWrite}
        isInUse={isInUse}
        onAction={onAction}
      />
      {dialog}
    </Card>
  );
}
