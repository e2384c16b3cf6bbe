import { Button, Modal, Table } from 'antd';
import { onuLabel, type McMember } from '@olt/protocol';
import { useTranslation } from '../../lib/translation.ts';
import { useMembers } from './igmpQueries.ts';

/** The ONUs behind one group, followed live. */
export function MembersDialog({ ip, vid, onClose }: { ip: string; vid: number; onClose: () => void }) {
  const { t } = useTranslation('igmp');
  const members = useMembers(ip, vid);
  return (
    <Modal
      open
      width={720}
      title={t('members.title', { ip, vid })}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('members.close')}</Button>}
    >
      <Table<McMember>
        size="small"
        rowKey={(m) => `${m.port_id}/${m.onu_id}/${m.uni}`}
        loading={members.isPending}
        dataSource={members.data ?? []}
        pagination={{ pageSize: 10, showSizeChanger: false }}
        columns={[
          { title: t('members.onu'), key: 'onu', render: (_, m) => onuLabel(m.port_id, m.onu_id) },
          { title: t('members.name'), dataIndex: 'onu_name', key: 'name' },
          { title: t('members.uni'), dataIndex: 'uni', key: 'uni' },
          { title: t('members.joined'), dataIndex: 'joined_s', key: 'joined' },
          { title: t('members.reported'), dataIndex: 'reported_s', key: 'reported' },
        ]}
      />
    </Modal>
  );
}
