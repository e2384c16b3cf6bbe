import { useMemo, useState, type Key } from 'react';
import { Flex, Modal, Select, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from '../../lib/translation.ts';
import { bindUpgradeType, onuLabel, type OnuBase } from '@olt/protocol';
import { DataTable } from '../../components/DataTable.tsx';
import { write } from '../../lib/deviceWrite.ts';
import { toast } from '../../lib/feedback.ts';
import { byText } from '../../lib/rowSearch.ts';
import { useDeviceWrite } from '../../lib/useDeviceWrite.ts';
import { upgradeKeys, useOnuBases } from './upgradeQueries.ts';

const label = (r: OnuBase) => onuLabel(r.port_id, r.onu_id);

/** Binds the ticked ONUs of the PON to an upgrade type (an ONU has one type; binding again moves it). */
export function BindOnusDialog({ portId, types, onClose }: { portId: number; types: string[]; onClose: () => void }) {
  const { t } = useTranslation('ponTools');
  const device = useDeviceWrite();
  const { data, isPending } = useOnuBases(true);
  const [type, setType] = useState(types[0]);
  const [ticked, setTicked] = useState<Key[]>([]);
  const rows = useMemo(() => (data ?? []).filter((r) => r.port_id === portId), [data, portId]);
  const columns: TableColumnsType<OnuBase> = [
    { title: t('upgrade.onu'), key: 'onu', render: (_, r) => label(r), sorter: (a, b) => a.onu_id - b.onu_id },
    { title: t('upgrade.name'), dataIndex: 'onu_name' },
    { title: t('bind.model'), dataIndex: 'sn_model', sorter: (a, b) => byText(a.sn_model, b.sn_model) },
    { title: t('bind.software'), dataIndex: 'software_ver' },
    { title: t('upgrade.type'), dataIndex: 'upgrade_type', sorter: (a, b) => byText(a.upgrade_type, b.upgrade_type) },
  ];
  const bind = async () => {
    if (!type || ticked.length === 0) return toast.info(t('bind.noneTicked'));
    const onuList = ticked.map(Number).sort((a, b) => a - b);
    const result = await device.run(
      write(bindUpgradeType, { port_id: portId, onu_list: onuList, upgrade_type: type }),
      {
        success: t('bind.bound', { count: onuList.length, type }),
        invalidate: [upgradeKeys.onus],
      },
    );
    if (result.isClean) onClose();
  };
  return (
    <Modal
      open
      width={900}
      title={t('bind.title')}
      okText={t('bind.ok')}
      confirmLoading={device.isPending}
      onOk={() => void bind()}
      onCancel={onClose}
    >
      <Flex vertical gap="middle">
        <Flex align="center" gap="small">
          <Typography.Text>{t('upgrade.type')}</Typography.Text>
          <Select
            aria-label={t('upgrade.type')}
            style={{ width: 220 }}
            value={type}
            onChange={setType}
            options={types.map((v) => ({ value: v, label: v }))}
          />
        </Flex>
        <DataTable<OnuBase>
          rowKey={(r) => r.onu_id}
          rowLabel={label}
          columns={columns}
          dataSource={rows}
          loading={isPending}
          selectedKeys={ticked}
          onSelectionChange={setTicked}
          pageSize={false}
          scroll={{ y: 360 }}
        />
      </Flex>
    </Modal>
  );
}
