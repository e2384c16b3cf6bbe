import { useState, type ReactNode } from 'react';
import { Button, Flex, Tag, type TableColumnsType } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { useTranslation } from '../../lib/translation.ts';
import {
  MC_TAG_MODES,
  VLAN_ID,
  addOnuMcVlan,
  clearOnuMcVlans,
  deleteOnuMcVlan,
  onuLabel,
  type OnuMcPort,
} from '@olt/protocol';
import { DataTable } from '../../components/DataTable.tsx';
import { EntityDialog } from '../../components/kit/EntityDialog.tsx';
import { write } from '../../lib/deviceWrite.ts';
import { paramField } from '../../lib/schemaRules.ts';
import { useDeviceWrite } from '../../lib/useDeviceWrite.ts';
import { McPortDialog } from './McPortDialog.tsx';
import { McTranslations } from './McTranslations.tsx';
import { mcKey, useMcPorts, useMcVlans } from './mcQueries.ts';
import { useMayWrite } from '../../lib/access.ts';

const tagModeName = (mode: number) =>
  (Object.keys(MC_TAG_MODES) as (keyof typeof MC_TAG_MODES)[]).find((k) => MC_TAG_MODES[k] === mode) ?? 'tag';

/** Per UNI port: most groups, tag mode, multicast VLANs (ONU-44, ONU-49); translate ports list their pairs. */
export function McPortTable({ portId, onuId }: { portId: number; onuId: number }) {
  const { t } = useTranslation('onuDevice');
  const mayWrite = useMayWrite('onu');
  const ports = useMcPorts(portId, onuId);
  const vlans = useMcVlans(portId, onuId);
  const device = useDeviceWrite();
  const [dialog, setDialog] = useState<ReactNode>(null);
  const close = () => setDialog(null);
  const invalidate = [mcKey(portId, onuId)];
  const onu = onuLabel(portId, onuId);
  const ref = (row: OnuMcPort) => ({ port_id: portId, onu_id: onuId, op_id: row.op_id });
  const vlansOf = (row: OnuMcPort) => (vlans.data ?? []).filter((v) => v.op_id === row.op_id).map((v) => v.mvlan);

  const addVlan = (row: OnuMcPort) => (
    <EntityDialog<{ mvlan: string | number }>
      title={t('multicast.addVlan')}
      okText={t('common.add')}
      fields={[
        {
          name: 'mvlan',
          label: t('multicast.svlan'),
          kind: 'int',
          required: true,
          schema: paramField(addOnuMcVlan.param, 'mvlan'),
          placeholder: `${VLAN_ID.min}–${VLAN_ID.max}`,
        },
      ]}
      toWrite={(values) => write(addOnuMcVlan, { ...ref(row), mvlan: values.mvlan })}
      success={(values) => t('done.mcVlanAdded', { vlan: values.mvlan, port: row.op_id, onu })}
      invalidate={invalidate}
      onClose={close}
    />
  );
  const columns: TableColumnsType<OnuMcPort> = [
    { title: t('multicast.port'), dataIndex: 'op_id', width: 90, sorter: (a, b) => a.op_id - b.op_id },
    {
      title: t('multicast.groupMax'),
      dataIndex: 'group_num_max',
      width: 150,
      sorter: (a, b) => a.group_num_max - b.group_num_max,
    },
    {
      title: t('multicast.tagMode'),
      dataIndex: 'tag_mode',
      width: 150,
      render: (m: number) => t(`multicast.tagModes.${tagModeName(m)}`),
    },
    {
      title: t('multicast.mvlans'),
      key: 'mvlans',
      render: (_, row) => (
        <Flex gap={4} wrap>
          {vlansOf(row).map((mvlan) => (
            <Tag key={mvlan} style={{ marginInlineEnd: 0 }}>
              {mvlan}
              <Button
                disabled={!mayWrite}
                type="text"
                size="small"
                icon={<CloseOutlined />}
                aria-label={t('multicast.deleteVlan', { vlan: mvlan })}
                style={{ height: 16, width: 16, marginInlineStart: 4 }}
                onClick={() =>
                  void device.run(write(deleteOnuMcVlan, { ...ref(row), mvlan }), {
                    confirm: t('multicast.confirmDeleteVlan', { vlan: mvlan }),
                    success: t('done.mcVlanDeleted', { vlan: mvlan, port: row.op_id, onu }),
                    invalidate,
                  })
                }
              />
            </Tag>
          ))}
        </Flex>
      ),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 300,
      render: (_, row) => (
        <Flex>
          <Button
            disabled={!mayWrite}
            type="link"
            size="small"
            onClick={() => setDialog(<McPortDialog portId={portId} onuId={onuId} row={row} onClose={close} />)}
          >
            {t('common.setting')}
          </Button>
          <Button disabled={!mayWrite} type="link" size="small" onClick={() => setDialog(addVlan(row))}>
            {t('multicast.addVlan')}
          </Button>
          <Button
            type="link"
            size="small"
            danger
            disabled={!mayWrite || vlansOf(row).length === 0}
            onClick={() =>
              void device.run(write(clearOnuMcVlans, ref(row)), {
                confirm: t('multicast.confirmClear', { port: row.op_id }),
                success: t('done.mcVlansCleared', { port: row.op_id, onu }),
                invalidate,
              })
            }
          >
            {t('multicast.clearVlans')}
          </Button>
        </Flex>
      ),
    },
  ];
  return (
    <>
      <DataTable<OnuMcPort>
        rowKey={(row) => row.op_id}
        columns={columns}
        dataSource={ports.data ?? []}
        loading={ports.isPending}
        pageSize={false}
        size="small"
        expandable={{
          rowExpandable: (row) => row.tag_mode === MC_TAG_MODES.translate,
          expandedRowRender: (row) => <McTranslations portId={portId} onuId={onuId} row={row} />,
        }}
      />
      {dialog}
    </>
  );
}
