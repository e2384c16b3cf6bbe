import type { ReactNode } from 'react';
import { Badge, Button, Descriptions, Drawer, Flex, Skeleton, Tooltip, Typography } from 'antd';
import { DeleteOutlined, PoweroffOutlined, StopOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { formatDbm } from '../../lib/readings.ts';
import { useTranslation } from '../../lib/translation.ts';
import { RX_POWER_OK_DBM, onuLabel, type OnuTableRow } from '@olt/protocol';
import type { WriteStep } from '../../lib/deviceWrite.ts';
import { useOnuDetail } from '../../lib/onuQueries.ts';
import { onuGroup } from '../../lib/onuTable.ts';
import { isDark } from '../../lib/onuWords.ts';
import { ONU_WRITE_CHANGES, onuWrites } from '../../lib/onuWrites.ts';
import { useDeviceWrite } from '../../lib/useDeviceWrite.ts';
import { sayAuthMode } from '../../lib/deviceWords.ts';
import { useMayWrite } from '../../lib/access.ts';

type FieldKey =
  | 'onu_name'
  | 'macaddr'
  | 'status'
  | 'auth_state'
  | 'receive_power'
  | 'splitter'
  | 'dev_type'
  | 'onu_desc'
  | 'auth_mode'
  | 'loid'
  | 'rtt'
  | 'vendor'
  | 'sn_model'
  | 'software_ver'
  | 'hardware_ver'
  | 'register_time'
  | 'last_down_time'
  | 'last_down_reason';

const BADGE = { online: 'success', offline: 'error', unauthorised: 'warning', other: 'default' } as const;

interface OnuDrawerProps {
  /** the ONU's row of the live ONU table; the drawer closes when it disappears */
  onu: OnuTableRow | null;
  splitterName: string | null;
  onClose: () => void;
}

/** One ONU: its base information (ONU-19) and the actions of the original's context menu. */
export function OnuDrawer({ onu, splitterName, onClose }: OnuDrawerProps) {
  if (!onu) return <Drawer open={false} onClose={onClose} />;
  return <OnuDrawerOpen key={`${onu.port_id}-${onu.onu_id}`} onu={onu} splitterName={splitterName} onClose={onClose} />;
}

function OnuDrawerOpen({ onu, splitterName, onClose }: OnuDrawerProps & { onu: OnuTableRow }) {
  const { t, i18n } = useTranslation('topo');
  const mayWrite = useMayWrite('onu');
  const detail = useOnuDetail(onu.port_id, onu.onu_id);
  const reboot = useDeviceWrite();
  const remove = useDeviceWrite();
  const deny = useDeviceWrite();
  const label = onuLabel(onu.port_id, onu.onu_id);
  const ref = { port_id: onu.port_id, onu_id: onu.onu_id, macaddr: onu.macaddr };
  // an offline ONU cannot be restarted (spec §4), so the button is disabled, not hidden
  const isOnline = onu.status === 'Online';
  const power = Number.parseFloat(onu.receive_power);
  const isPowerBad =
    onu.status === 'Online' && Number.isFinite(power) && (power < RX_POWER_OK_DBM.min || power > RX_POWER_OK_DBM.max);

  const act = async (
    device: ReturnType<typeof useDeviceWrite>,
    step: WriteStep,
    texts: { confirm: string; success: string },
    closeAfter: boolean,
  ) => {
    const result = await device.run(step, { ...texts, invalidate: ONU_WRITE_CHANGES });
    if (result.isClean && closeAfter) onClose();
  };

  const d = detail.data;
  type Item = { key: FieldKey; children: ReactNode };
  const items: Item[] = [
    { key: 'onu_name', children: onu.onu_name || '--' },
    { key: 'macaddr', children: <Typography.Text copyable>{onu.macaddr}</Typography.Text> },
    { key: 'status', children: <Badge status={BADGE[onuGroup(onu.status)]} text={t(`onu.statuses.${onu.status}`)} /> },
    { key: 'auth_state', children: onu.auth_state === 1 ? t('onu.yes') : t('onu.no') },
    {
      key: 'receive_power',
      // offline, the device still reports the last reading; say it as the last one, not as light now
      children: isDark(onu.status) ? (
        <Typography.Text type="secondary">
          {t('onu.lastReading', { dbm: formatDbm(onu.receive_power) })}
        </Typography.Text>
      ) : (
        <Typography.Text type={isPowerBad ? 'danger' : undefined}>{formatDbm(onu.receive_power)}</Typography.Text>
      ),
    },
    { key: 'splitter', children: splitterName ?? t('onu.noSplitter') },
    { key: 'dev_type', children: onu.dev_type },
    ...(d
      ? ([
          { key: 'onu_desc', children: d.onu_desc || '--' },
          { key: 'auth_mode', children: d.auth_mode ? sayAuthMode(i18n.t, d.auth_mode) : '--' },
          { key: 'loid', children: d.loid || '--' },
          { key: 'rtt', children: d.rtt || '--' },
          { key: 'vendor', children: d.vendor || '--' },
          { key: 'sn_model', children: d.sn_model || '--' },
          { key: 'software_ver', children: d.software_ver || '--' },
          { key: 'hardware_ver', children: d.hardware_ver || '--' },
        ] satisfies Item[])
      : []),
    { key: 'register_time', children: onu.register_time || '--' },
    { key: 'last_down_time', children: onu.last_down_time || '--' },
    { key: 'last_down_reason', children: onu.last_down_reason || '--' },
  ];

  return (
    <Drawer
      open
      title={t('onu.title', { label })}
      size={440}
      onClose={onClose}
      extra={
        <Flex gap="middle">
          <Link to={`/advanced_setting/onu_basic_info?port_id=${onu.port_id}&onu_id=${onu.onu_id}`}>
            {t('onu.moreInfo')}
          </Link>
          <Link to={`/advanced_setting/onu_port_cfg?port_id=${onu.port_id}&onu_id=${onu.onu_id}`}>
            {t('onu.portConfig')}
          </Link>
        </Flex>
      }
    >
      <Flex vertical gap="large">
        <Flex gap="small" wrap>
          <Tooltip title={isOnline ? undefined : t('onu.rebootOffline')}>
            <Button
              icon={<PoweroffOutlined />}
              disabled={!mayWrite || !isOnline}
              loading={reboot.isPending}
              onClick={() =>
                void act(
                  reboot,
                  onuWrites.reboot(ref),
                  { confirm: t('onu.rebootConfirm', { label }), success: t('onu.rebooted', { label }) },
                  false,
                )
              }
            >
              {t('onu.reboot')}
            </Button>
          </Tooltip>
          <Button
            disabled={!mayWrite}
            icon={<StopOutlined />}
            loading={deny.isPending}
            onClick={() =>
              void act(
                deny,
                onuWrites.deny(ref),
                {
                  confirm: t('onu.denyConfirm', { label, mac: onu.macaddr }),
                  success: t('onu.denied', { label, mac: onu.macaddr }),
                },
                true,
              )
            }
          >
            {t('onu.deny')}
          </Button>
          <Button
            disabled={!mayWrite}
            danger
            icon={<DeleteOutlined />}
            loading={remove.isPending}
            onClick={() =>
              void act(
                remove,
                onuWrites.remove(ref),
                { confirm: t('onu.deleteConfirm', { label, mac: onu.macaddr }), success: t('onu.deleted', { label }) },
                true,
              )
            }
          >
            {t('onu.delete')}
          </Button>
        </Flex>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('onu.details')}
        </Typography.Title>
        <Descriptions
          size="small"
          column={1}
          bordered
          styles={{ label: { width: 132 } }}
          items={items.map((item) => ({ key: item.key, label: t(`onu.fields.${item.key}`), children: item.children }))}
        />
        {detail.isLoading && <Skeleton active paragraph={{ rows: 4 }} title={false} />}
      </Flex>
    </Drawer>
  );
}
