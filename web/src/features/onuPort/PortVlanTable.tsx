import { useState, type ReactNode } from 'react';
import { Button, Flex, Tag, Typography, type TableColumnsType } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { useTranslation } from '../../lib/translation.ts';
import { ONU_VLAN_MODES, deleteOnuPortVlanEntry, onuLabel, type OnuPortVlan } from '@olt/protocol';
import { DataTable } from '../../components/DataTable.tsx';
import { write } from '../../lib/deviceWrite.ts';
import { useDeviceWrite } from '../../lib/useDeviceWrite.ts';
import { onuPortKeys, useOnuPortVlans } from './onuPortQueries.ts';
import { VlanEntryDialog } from './VlanEntryDialog.tsx';
import { VlanModeDialog } from './VlanModeDialog.tsx';
import { hasEntries, isTranslate, modeName, trunkText } from './vlanEntries.ts';
import { useMayWrite } from '../../lib/access.ts';

interface Props {
  portId: number;
  onuId: number;
}

/** The VLAN mode of each UNI port (ONU-35) with its translate pairs or trunk ranges; each entry deletes on its own. */
export function PortVlanTable({ portId, onuId }: Props) {
  const { t } = useTranslation('onuDevice');
  const mayWrite = useMayWrite('onu');
  const { data, isFetching } = useOnuPortVlans(portId, onuId);
  const device = useDeviceWrite();
  const [dialog, setDialog] = useState<ReactNode>(null);
  const close = () => setDialog(null);
  const invalidate = [onuPortKeys.vlans(portId, onuId)];
  const ref = { port_id: portId, onu_id: onuId };

  const remove = (row: OnuPortVlan, entry: OnuPortVlan['vlan_list'][number], text: string) => {
    const fields = isTranslate(entry)
      ? { op_vlan_mode: ONU_VLAN_MODES.translate, ...entry }
      : {
          op_vlan_mode: ONU_VLAN_MODES.trunk,
          start_vlan_id: entry.start_vlan_id,
          end_vlan_id: entry.end_vlan_id || entry.start_vlan_id,
          vlan_pri: 0,
        };
    void device.run(write(deleteOnuPortVlanEntry, { ...ref, op_id: row.op_id, ...fields }), {
      confirm: { title: t('vlan.deleteTitle'), content: t('vlan.deleteConfirm', { entry: text, port: row.op_id }) },
      success: t('done.vlanEntryDeleted', { entry: text, port: row.op_id, onu: onuLabel(portId, onuId) }),
      invalidate,
    });
  };

  const entries = (row: OnuPortVlan) => {
    if (row.vlan_list.length === 0) return <Typography.Text type="secondary">—</Typography.Text>;
    return (
      <Flex gap={4} wrap>
        {row.vlan_list.map((entry) => {
          const text = isTranslate(entry)
            ? t('vlan.translateEntry', { old: entry.old_vlan_id, new: entry.new_vlan_id, pri: entry.new_vlan_pri })
            : trunkText(entry.start_vlan_id, entry.end_vlan_id);
          return (
            <Tag key={text} style={{ marginInlineEnd: 0 }}>
              {text}
              <Button
                disabled={!mayWrite}
                type="text"
                size="small"
                icon={<CloseOutlined />}
                aria-label={t('vlan.deleteEntry', { entry: text })}
                onClick={() => remove(row, entry, text)}
                style={{ height: 16, width: 16, marginInlineStart: 4 }}
              />
            </Tag>
          );
        })}
      </Flex>
    );
  };

  const columns: TableColumnsType<OnuPortVlan> = [
    { title: t('port.opId'), dataIndex: 'op_id', width: 90, sorter: (a, b) => a.op_id - b.op_id },
    {
      title: t('vlan.mode'),
      dataIndex: 'op_vlan_mode',
      width: 130,
      sorter: (a, b) => a.op_vlan_mode - b.op_vlan_mode,
      render: (mode: number) => t(`vlan.modes.${modeName(mode) ?? 'transparent'}`),
    },
    {
      title: t('vlan.defVlan'),
      dataIndex: 'def_vlan_id',
      width: 110,
      render: (id: number, row) => (row.op_vlan_mode === ONU_VLAN_MODES.transparent ? '—' : id),
    },
    {
      title: t('vlan.defPri'),
      dataIndex: 'def_vlan_pri',
      width: 110,
      render: (pri: number, row) => (row.op_vlan_mode === ONU_VLAN_MODES.transparent ? '—' : pri),
    },
    { title: t('vlan.entries'), key: 'entries', render: (_, row) => entries(row) },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 200,
      render: (_, row) => (
        <Flex>
          <Button
            disabled={!mayWrite}
            type="link"
            size="small"
            onClick={() => setDialog(<VlanModeDialog {...props(row)} onClose={close} />)}
          >
            {t('vlan.setMode')}
          </Button>
          <Button
            type="link"
            size="small"
            disabled={!mayWrite || !hasEntries(row.op_vlan_mode)}
            onClick={() => setDialog(<VlanEntryDialog {...props(row)} onClose={close} />)}
          >
            {t('vlan.addEntry')}
          </Button>
        </Flex>
      ),
    },
  ];
  const props = (row: OnuPortVlan) => ({ portId, onuId, row, invalidate });
  return (
    <>
      <DataTable<OnuPortVlan>
        rowKey={(row) => row.op_id}
        columns={columns}
        dataSource={data ?? []}
        loading={isFetching && !data}
        pageSize={false}
        size="small"
      />
      {dialog}
    </>
  );
}
