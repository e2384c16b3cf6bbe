import { Card, Flex, Tag, Typography } from 'antd';
import { FILTER_STATE, WHOLE_ACL, filterUnbind, type FilterBinding } from '@olt/protocol';
import { PageHeader } from '../../components/PageHeader.tsx';
import { EntityTable } from '../../components/kit/EntityTable.tsx';
import { usePortOptions } from '../../components/usePortOptions.ts';
import { write } from '../../lib/deviceWrite.ts';
import { useTranslation } from '../../lib/translation.ts';
import { BindDialog } from './BindDialog.tsx';
import { PortRules } from './PortRules.tsx';
import { WouldPassCard } from './WouldPassCard.tsx';
import { filterKeys, useBindings, useFilterAcls } from './filterQueries.ts';
import { usePortNames } from '../../components/usePortNames.ts';

/**
 * The packet filter (screens.md §15.3): ACLs or single rules bound inbound to ports, whether each runs now and how
 * many packets its rules matched; the rules each port tries in order; and "would this packet pass?".
 */
export function PacketFilterPage({ title }: { title: string }) {
  const { t } = useTranslation('acl');
  const bindings = useBindings();
  const acls = useFilterAcls();
  const ports = usePortOptions();
  const namesOf = usePortNames();
  const rows = bindings.data ?? [];
  const hitsOf = (b: FilterBinding) =>
    (acls.data ?? [])
      .find((a) => a.acl_id === b.acl_id)
      ?.rule.filter((r) => b.rule_id === WHOLE_ACL || r.rule_id === b.rule_id)
      .reduce((sum, r) => sum + r.hits, 0) ?? 0;
  const ruleText = (b: FilterBinding) =>
    b.rule_id === WHOLE_ACL ? t('filter.wholeAcl') : t('filter.oneRule', { id: b.rule_id });
  return (
    <Card variant="borderless" data-page="packet_filter">
      <PageHeader title={title} />
      <Flex vertical gap="large">
        <Typography.Text type="secondary">{t('filter.note')}</Typography.Text>
        <EntityTable<FilterBinding>
          rows={rows}
          loading={bindings.isPending}
          rowKey={(b) => `${b.acl_id}/${b.rule_id}`}
          rowLabel={(b) => `${b.acl_id} ${ruleText(b)}`}
          area="switch"
          columns={[
            { title: t('list.aclId'), dataIndex: 'acl_id', key: 'acl_id' },
            { title: t('rule.ruleId'), key: 'rule_id', render: (_, b) => ruleText(b) },
            {
              title: t('filter.state'),
              key: 'state',
              render: (_, b) =>
                b.state === FILTER_STATE.running ? (
                  <Tag color="green">{t('filter.running')}</Tag>
                ) : (
                  <Tag>{t('filter.notRunning')}</Tag>
                ),
            },
            { title: t('filter.ports'), key: 'ports', render: (_, b) => namesOf(b.port_list) },
            { title: t('rule.hits'), key: 'hits', align: 'right', render: (_, b) => hitsOf(b).toLocaleString() },
          ]}
          actionsTitle={t('actions')}
          invalidate={[filterKeys.all]}
          add={{ label: t('filter.bind'), dialog: (onClose) => <BindDialog mode="bind" onClose={onClose} /> }}
          rowActions={[
            {
              key: 'unbindSome',
              label: t('filter.unbindSome'),
              dialog: (b, onClose) => <BindDialog mode="unbind" binding={b} onClose={onClose} />,
            },
            {
              key: 'delete',
              label: t('delete'),
              danger: true,
              write: (b) => write(filterUnbind, { acl_id: b.acl_id, rule_id: b.rule_id, port_list: b.port_list }),
              confirm: (b) =>
                t('filter.deleteConfirm', { acl: b.acl_id, rule: ruleText(b), ports: namesOf(b.port_list) }),
              success: (b) => t('done.unbound', { acl: b.acl_id, rule: ruleText(b), ports: namesOf(b.port_list) }),
            },
          ]}
        />
        <PortRules bindings={rows} acls={acls.data ?? []} ports={ports} />
        <WouldPassCard ports={ports} />
      </Flex>
    </Card>
  );
}
