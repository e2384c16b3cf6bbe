import { useState } from 'react';
import { Button, Flex, Space, Tag, Tooltip, Typography } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { ACL_ACTION, ruleDelete, rulePriority, type AclKind, type AclRow, type AclRule } from '@olt/protocol';
import { EntityTable } from '../../components/kit/EntityTable.tsx';
import { useMayWrite } from '../../lib/access.ts';
import { write } from '../../lib/deviceWrite.ts';
import { useDeviceWrite } from '../../lib/useDeviceWrite.ts';
import { useTranslation } from '../../lib/translation.ts';
import { aclKeys } from './aclQueries.ts';
import { RuleDialog } from './RuleDialog.tsx';
import { ruleMatches } from '../../lib/aclRuleText.ts';

/**
 * One ACL's rules in the order they are matched, with their hits. In reorder mode each rule moves with arrows and
 * Save sends the whole new order in one request (ACL-08).
 */
export function RulesPanel({ acl, kind }: { acl: AclRow; kind: AclKind }) {
  const { t } = useTranslation('acl');
  const device = useDeviceWrite();
  const mayWrite = useMayWrite('switch');
  const [order, setOrder] = useState<number[] | null>(null);
  const byId = new Map(acl.rule.map((r) => [r.rule_id, r]));
  const rows = order ? order.map((id) => byId.get(id)).filter((r): r is AclRule => r !== undefined) : acl.rule;
  const move = (index: number, by: number) => {
    if (!order) return;
    const next = [...order];
    const [id] = next.splice(index, 1);
    next.splice(index + by, 0, id as number);
    setOrder(next);
  };
  const save = async () => {
    if (!order) return;
    const result = await device.run(write(rulePriority, { acl_id: acl.acl_id, new_rule_id: order }), {
      success: t('done.orderSaved', { acl: acl.acl_id, order: order.join(', ') }),
      invalidate: [aclKeys.list],
    });
    if (!result.hasFailed) setOrder(null);
  };
  const label = (field: string) => t(`rule.${field}` as 'rule.protocol');
  const ids = acl.rule.map((r) => r.rule_id);
  return (
    <Flex vertical gap="small" data-acl={acl.acl_id}>
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('rule.title', { id: acl.acl_id, kind: t(`kind.${kind}`) })}
      </Typography.Title>
      <Typography.Text type="secondary">{t('rule.firstMatch')}</Typography.Text>
      <EntityTable<AclRule>
        rows={rows}
        loading={false}
        rowKey={(r) => r.rule_id}
        area="switch"
        toolbar={
          order ? (
            <Space>
              <Button type="primary" loading={device.isPending} onClick={() => void save()}>
                {t('rule.saveOrder')}
              </Button>
              <Button onClick={() => setOrder(null)}>{t('cancel')}</Button>
            </Space>
          ) : (
            <Button disabled={!mayWrite || acl.rule.length < 2} onClick={() => setOrder(ids)}>
              {t('rule.reorder')}
            </Button>
          )
        }
        columns={[
          {
            title: t('rule.order'),
            key: 'order',
            width: 110,
            render: (_, r, index) =>
              order ? (
                <Space size={0}>
                  <Button
                    type="text"
                    size="small"
                    icon={<ArrowUpOutlined />}
                    aria-label={`${t('rule.up')} ${r.rule_id}`}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  />
                  <Button
                    type="text"
                    size="small"
                    icon={<ArrowDownOutlined />}
                    aria-label={`${t('rule.down')} ${r.rule_id}`}
                    disabled={index === rows.length - 1}
                    onClick={() => move(index, 1)}
                  />
                </Space>
              ) : (
                index + 1
              ),
          },
          { title: t('rule.ruleId'), dataIndex: 'rule_id', key: 'rule_id', width: 80 },
          {
            title: t('rule.action'),
            key: 'action',
            width: 80,
            render: (_, r) =>
              r.action === ACL_ACTION.permit ? (
                <Tag color="green">{t('rule.permit')}</Tag>
              ) : (
                <Tag color="red">{t('rule.deny')}</Tag>
              ),
          },
          {
            title: t('rule.match'),
            key: 'match',
            render: (_, r) => {
              const parts = ruleMatches(r, label);
              return parts.length ? (
                parts.join(' · ')
              ) : (
                <Typography.Text type="secondary">{t('rule.any')}</Typography.Text>
              );
            },
          },
          {
            title: t('rule.timerange'),
            key: 'timerange',
            render: (_, r) =>
              // the state is said in words as well as by the tag's colour, for those who cannot tell green from grey
              r.timerange === '' ? (
                t('rule.noRange')
              ) : r.active === 1 ? (
                <Tooltip title={t('rule.active')}>
                  <Tag color="green">{t('rule.rangeActive', { range: r.timerange })}</Tag>
                </Tooltip>
              ) : (
                <Tooltip title={t('rule.inactive')}>
                  <Tag>{t('rule.rangeInactive', { range: r.timerange })}</Tag>
                </Tooltip>
              ),
          },
          { title: t('rule.hits'), dataIndex: 'hits', key: 'hits', width: 90, align: 'right' },
        ]}
        actionsTitle={t('actions')}
        invalidate={[aclKeys.list]}
        add={
          order || ids.length >= 16
            ? undefined
            : {
                label: t('rule.add'),
                dialog: (onClose) => <RuleDialog aclId={acl.acl_id} kind={kind} usedIds={ids} onClose={onClose} />,
              }
        }
        rowActions={
          order
            ? []
            : [
                {
                  key: 'edit',
                  label: t('rule.edit'),
                  dialog: (r, onClose) => (
                    <RuleDialog aclId={acl.acl_id} kind={kind} rule={r} usedIds={ids} onClose={onClose} />
                  ),
                },
                {
                  key: 'delete',
                  label: t('delete'),
                  danger: true,
                  write: (r) => write(ruleDelete, { acl_id: acl.acl_id, rule_id: r.rule_id }),
                  confirm: (r) => t('rule.deleteConfirm', { acl: acl.acl_id, rule: r.rule_id }),
                  success: (r) => t('done.ruleDeleted', { acl: acl.acl_id, rule: r.rule_id }),
                },
              ]
        }
      />
    </Flex>
  );
}
