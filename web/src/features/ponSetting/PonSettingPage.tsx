import { useState } from 'react';
import { Button, Card, Dropdown, Tag, type TableColumnsType } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import { useTranslation } from '../../lib/translation.ts';
import { ROGUE_MODES, setPonOptState, setPonP2p, setPonRogue, type PonSetting } from '@olt/protocol';
import { DataTable } from '../../components/DataTable.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { portOptionLabel } from '../../components/portOptions.ts';
import { usePortOptions } from '../../components/usePortOptions.ts';
import { write } from '../../lib/deviceWrite.ts';
import { useDeviceWrite } from '../../lib/useDeviceWrite.ts';
import { PonSettingDialog, type PonDialogKind } from './PonSettingDialog.tsx';
import { PON_SETTING_CHANGES, usePonSettings } from './ponSettingQueries.ts';
import { useMayWrite } from '../../lib/access.ts';
import { AUTH_MODE_KEYS } from '../../lib/deviceWords.ts';

const ROGUE_KEYS = ['off', 'auto', 'manual'] as const;

/** PON setting (screens.md §10.3): authorisation, P2P, rogue and looping ONUs, receive-power limit and laser per PON. */
export function PonSettingPage({ title }: { title: string }) {
  const { t } = useTranslation('pon');
  const mayWrite = useMayWrite('pon');
  const { data, isPending } = usePonSettings();
  const ports = usePortOptions();
  const device = useDeviceWrite();
  const [open, setOpen] = useState<{ kind: PonDialogKind; row: PonSetting } | null>(null);
  const nameOf = (id: number) => {
    const port = ports.find((p) => p.id === id);
    return port ? portOptionLabel(port) : String(id);
  };
  const onOff = (on: boolean) => (on ? <Tag color="green">{t('setting.on')}</Tag> : <Tag>{t('setting.off')}</Tag>);
  const act = (row: PonSetting, key: string) => {
    const port = nameOf(row.port_id);
    if (key === 'p2p') {
      const next = row.p2p_flag === 1 ? 0 : 1;
      void device.run(write(setPonP2p, { port_id: row.port_id, p2p_flag: next }), {
        confirm: t(next ? 'setting.p2pOnConfirm' : 'setting.p2pOffConfirm', { port }),
        success: t(next ? 'done.p2pOn' : 'done.p2pOff', { port }),
        invalidate: PON_SETTING_CHANGES,
      });
    } else if (key === 'laser') {
      const next = row.optstate === 1 ? 0 : 1;
      void device.run(write(setPonOptState, { port_id: row.port_id, optstate: next }), {
        confirm: t(next ? 'setting.laserOnConfirm' : 'setting.laserOffConfirm', { port }),
        success: t(next ? 'done.laserOn' : 'done.laserOff', { port }),
        invalidate: PON_SETTING_CHANGES,
      });
    } else if (key === 'detect') {
      void device.run(write(setPonRogue, { port_id: row.port_id, rogue_mode: ROGUE_MODES.manual }), {
        success: t('setting.detectStarted', { port }),
      });
    } else setOpen({ kind: key as PonDialogKind, row });
  };

  const columns: TableColumnsType<PonSetting> = [
    { title: t('col.port'), key: 'port', render: (_, r) => nameOf(r.port_id), sorter: (a, b) => a.port_id - b.port_id },
    { title: t('setting.col.laser'), key: 'laser', render: (_, r) => onOff(r.optstate === 1) },
    {
      title: t('setting.col.authType'),
      key: 'authType',
      render: (_, r) => t(r.auth_type === 1 ? 'setting.authType.manual' : 'setting.authType.auto'),
    },
    {
      title: t('setting.col.authMode'),
      key: 'authMode',
      render: (_, r) => t(`setting.authMode.${AUTH_MODE_KEYS[r.auth_mode] ?? 'mac'}`),
    },
    { title: t('setting.col.p2p'), key: 'p2p', render: (_, r) => onOff(r.p2p_flag === 1) },
    {
      title: t('setting.col.rogue'),
      key: 'rogue',
      render: (_, r) =>
        `${t(`setting.rogueMode.${ROGUE_KEYS[r.rogue_mode] ?? 'off'}`)}${r.add_deny_flag ? t('setting.withDeny') : ''}`,
    },
    {
      title: t('setting.col.loop'),
      key: 'loop',
      render: (_, r) => t(r.lb_onu_mode ? 'setting.toDeny' : 'setting.noAction'),
    },
    { title: t('setting.col.optMin'), key: 'optMin', render: (_, r) => (r.opt_min === 0 ? '-' : `${r.opt_min} dBm`) },
    {
      title: t('setting.col.optAction'),
      key: 'optAction',
      render: (_, r) => t(r.opt_min_action ? 'setting.toDeny' : 'setting.noAction'),
    },
    {
      title: t('col.actions'),
      key: 'actions',
      render: (_, r) => (
        <Dropdown
          trigger={['click']}
          disabled={!mayWrite}
          menu={{
            onClick: ({ key }) => act(r, key),
            items: [
              { key: 'auth', label: t('setting.menu.auth') },
              { key: 'p2p', label: t(r.p2p_flag ? 'setting.menu.p2pOff' : 'setting.menu.p2pOn') },
              { key: 'rogue', label: t('setting.menu.rogue') },
              ...(r.rogue_mode === ROGUE_MODES.manual ? [{ key: 'detect', label: t('setting.menu.detect') }] : []),
              { key: 'loop', label: t('setting.menu.loop') },
              { key: 'optical', label: t('setting.menu.optical') },
              {
                key: 'laser',
                danger: r.optstate === 1,
                label: t(r.optstate ? 'setting.menu.laserOff' : 'setting.menu.laserOn'),
              },
            ],
          }}
        >
          <Button type="link" size="small">
            {t('action.setting')} <DownOutlined />
          </Button>
        </Dropdown>
      ),
    },
  ];

  return (
    <Card variant="borderless">
      <PageHeader title={title} />
      <DataTable<PonSetting>
        rowKey={(r) => r.port_id}
        columns={columns}
        dataSource={data}
        loading={isPending}
        pageSize={false}
      />
      {open && (
        <PonSettingDialog
          kind={open.kind}
          row={open.row}
          portName={nameOf(open.row.port_id)}
          onClose={() => setOpen(null)}
        />
      )}
    </Card>
  );
}
