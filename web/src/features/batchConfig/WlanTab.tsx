import { useState } from 'react';
import { Button, type TableColumnsType } from 'antd';
import { useTranslation } from '../../lib/translation.ts';
import { WLAN_ENCRYPTIONS, clearOnuWlan, onuLabel, setPonWlan, type WlanRow } from '@olt/protocol';
import { EntityTable } from '../../components/kit/EntityTable.tsx';
import { useMayCall } from '../../lib/access.ts';
import { write } from '../../lib/deviceWrite.ts';
import { WlanDialog } from './WlanDialog.tsx';
import { batchKeys, useWlanTable } from './batchQueries.ts';

const ENCRYPTION_KEYS = Object.keys(WLAN_ENCRYPTIONS) as (keyof typeof WLAN_ENCRYPTIONS)[];

/** BAT-04: the radios of every HGU of the PON, set per ONU or for all at once (BAT-05), cleared after asking. */
export function WlanTab({ portId, portName }: { portId: number; portName: string }) {
  const { t } = useTranslation('batchConfig');
  const { data, isFetching } = useWlanTable(portId);
  const mayAll = useMayCall(setPonWlan);
  const [isAllOpen, setAllOpen] = useState(false);
  const rows = data ?? [];
  const encryption = (v: number) => {
    const key = ENCRYPTION_KEYS.find((k) => WLAN_ENCRYPTIONS[k] === v);
    return key ? t(`wlan.encryptions.${key}`) : String(v);
  };
  const nowrap = () => ({ style: { whiteSpace: 'nowrap' as const } });
  const band = (is5: boolean): TableColumnsType<WlanRow>[number] => {
    const has = (r: WlanRow) => !is5 || r.wlan === 2;
    return {
      title: is5 ? '5G' : '2.4G',
      children: [
        {
          title: t('wlan.encrypt'),
          key: `enc${is5}`,
          onCell: nowrap,
          render: (_, r) => (has(r) ? encryption(is5 ? r.encrypt_5g : r.encrypt) : '—'),
        },
        {
          title: 'SSID',
          key: `ssid${is5}`,
          onCell: nowrap,
          render: (_, r) => (has(r) && (is5 ? r.ssid_5g : r.ssid)) || '—',
        },
        {
          title: t('wlan.password'),
          key: `pw${is5}`,
          onCell: nowrap,
          render: (_, r) => (has(r) && (is5 ? r.password_5g : r.password)) || '—',
        },
      ],
    };
  };
  const columns: TableColumnsType<WlanRow> = [
    {
      title: t('col.onu'),
      key: 'onu',
      onCell: nowrap,
      render: (_, r) => onuLabel(r.port_id, r.onu_id),
      sorter: (a, b) => a.onu_id - b.onu_id,
    },
    { title: t('col.name'), dataIndex: 'onu_name' },
    { title: t('wlan.bands'), key: 'mode', onCell: nowrap, render: (_, r) => (r.wlan === 2 ? '2.4G + 5G' : '2.4G') },
    band(false),
    band(true),
  ];
  return (
    <>
      <EntityTable<WlanRow>
        rows={rows}
        loading={isFetching && !data}
        rowKey={(r) => r.onu_id}
        columns={columns}
        actionsTitle={t('actions')}
        area={clearOnuWlan.area}
        invalidate={[batchKeys.wlan(portId)]}
        toolbar={
          <Button type="primary" disabled={!mayAll || rows.length === 0} onClick={() => setAllOpen(true)}>
            {t('wlan.settingAll')}
          </Button>
        }
        rowActions={[
          {
            key: 'setting',
            label: t('setting'),
            dialog: (r, onClose) => (
              <WlanDialog portId={portId} portName={portName} row={r} hasBand5={r.wlan === 2} onClose={onClose} />
            ),
          },
          {
            key: 'clear',
            label: t('wlan.clear'),
            danger: true,
            write: (r) => write(clearOnuWlan, { port_id: portId, onu_id: r.onu_id, mode: 1, ssid: '', password: '' }),
            confirm: (r) => t('wlan.confirmClear', { onu: onuLabel(portId, r.onu_id) }),
            success: (r) => t('wlan.cleared', { onu: onuLabel(portId, r.onu_id) }),
          },
        ]}
      />
      {isAllOpen && (
        <WlanDialog
          portId={portId}
          portName={portName}
          hasBand5={rows.some((r) => r.wlan === 2)}
          onClose={() => setAllOpen(false)}
        />
      )}
    </>
  );
}
