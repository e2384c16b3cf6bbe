import { Alert, Card, Typography } from 'antd';
import { useTranslation } from '../../lib/translation.ts';
import { AFI, deleteAccessRule, type AccessRule } from '@olt/protocol';
import { PageHeader } from '../../components/PageHeader.tsx';
import { EntityTable } from '../../components/kit/EntityTable.tsx';
import { write } from '../../lib/deviceWrite.ts';
import { AddRuleDialog, SERVICES } from './AddRuleDialog.tsx';
import { aclKeys, useAccessClient, useAccessRules } from './sysAclQueries.ts';

/**
 * System access (screens.md §9.5): the hosts that may reach the management services. The device refuses a change
 * that would refuse this browser's own address and says why; the page shows that address and whether the list decides.
 */
export function SysAclPage({ title }: { title: string }) {
  const { t } = useTranslation('sysAcl');
  const rules = useAccessRules();
  const client = useAccessClient().data;
  const serviceName = (access: number) => {
    const found = SERVICES.find(([, value]) => value === access);
    return found ? t(`service.${found[0]}`) : String(access);
  };
  return (
    <Card variant="borderless" data-page="sys_acl">
      <PageHeader title={title} />
      {client && (
        <Alert
          type={client.ignored === 1 ? 'warning' : 'success'}
          showIcon
          style={{ marginBottom: 12 }}
          title={t('client.address', { address: client.address })}
          description={t(
            client.ignored === 1 ? 'client.ignored' : client.enforced === 1 ? 'client.enforced' : 'client.open',
          )}
        />
      )}
      <Typography.Paragraph type="secondary">{t('macNote')}</Typography.Paragraph>
      <EntityTable<AccessRule>
        rows={rules.data ?? []}
        loading={rules.isPending}
        rowKey={(r) => r.name}
        area="access"
        columns={[
          { title: t('field.name'), dataIndex: 'name', key: 'name' },
          { title: t('field.afi'), key: 'afi', render: (_, r) => (r.afi === AFI.ipv6 ? 'IPv6' : 'IPv4') },
          { title: t('field.type'), key: 'type', render: (_, r) => t(r.type === 1 ? 'type.permit' : 'type.deny') },
          { title: t('field.hostip'), dataIndex: 'hostip', key: 'hostip' },
          { title: t('field.macaddr'), dataIndex: 'macaddr', key: 'macaddr' },
          { title: t('field.access'), key: 'access', render: (_, r) => serviceName(r.access) },
        ]}
        actionsTitle={t('actions')}
        invalidate={[aclKeys.all]}
        add={{ label: t('add.title'), dialog: (onClose) => <AddRuleDialog onClose={onClose} /> }}
        rowActions={[
          {
            key: 'delete',
            label: t('delete'),
            danger: true,
            write: (r) => write(deleteAccessRule, { name: r.name }),
            confirm: (r) => t('deleteConfirm', { name: r.name }),
            success: (r) => t('deleted', { name: r.name }),
          },
        ]}
      />
    </Card>
  );
}
