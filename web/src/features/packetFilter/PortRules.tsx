import { Table, Tag, Typography } from 'antd';
import { ACL_ACTION, WHOLE_ACL, parsePortList, type AclRow, type FilterBinding } from '@olt/protocol';
import type { PortOption } from '../../components/portOptions.ts';
import { portOptionLabel } from '../../components/portOptions.ts';
import { ruleMatches } from '../../lib/aclRuleText.ts';
import { useTranslation } from '../../lib/translation.ts';

interface PortRulesProps {
  bindings: readonly FilterBinding[];
  acls: readonly AclRow[];
  ports: readonly PortOption[];
}

interface PortRow {
  port: PortOption;
  rules: { key: string; aclId: number; ruleId: number; action: number; matches: string; active: boolean }[];
}

/**
 * Each port with bindings and the rules it tries, in the order it tries them (ACL by ACL by id, each ACL's rules in
 * its order): what the device does with a packet arriving on that port, read top to bottom.
 */
export function PortRules({ bindings, acls, ports }: PortRulesProps) {
  const { t } = useTranslation('acl');
  const label = (field: string) => t(`rule.${field}` as 'rule.protocol');
  const rows: PortRow[] = ports.flatMap((port) => {
    const held = bindings
      .filter((b) => parsePortList(b.port_list).includes(port.id))
      .sort((a, b) => a.acl_id - b.acl_id || a.rule_id - b.rule_id);
    const rules = held.flatMap((b) =>
      (acls.find((a) => a.acl_id === b.acl_id)?.rule ?? [])
        .filter((r) => b.rule_id === WHOLE_ACL || r.rule_id === b.rule_id)
        .map((r) => ({
          key: `${b.acl_id}/${r.rule_id}`,
          aclId: b.acl_id,
          ruleId: r.rule_id,
          action: r.action,
          matches: ruleMatches(r, label).join(', ') || t('rule.any'),
          active: r.active === 1,
        })),
    );
    return held.length > 0 ? [{ port, rules }] : [];
  });
  return (
    <section aria-labelledby="filter-by-port">
      <Typography.Title level={5} id="filter-by-port">
        {t('filter.byPort')}
      </Typography.Title>
      <Table<PortRow>
        size="small"
        pagination={false}
        rowKey={(r) => r.port.id}
        dataSource={rows}
        locale={{ emptyText: t('filter.noneBound') }}
        columns={[
          { title: t('filter.port'), key: 'port', width: 140, render: (_, r) => portOptionLabel(r.port) },
          {
            title: t('filter.tried'),
            key: 'rules',
            render: (_, r) => (
              <ol style={{ margin: 0, paddingInlineStart: 20 }}>
                {r.rules.map((rule) => (
                  <li key={rule.key}>
                    <Tag color={rule.action === ACL_ACTION.deny ? 'red' : 'green'}>
                      {rule.action === ACL_ACTION.deny ? t('rule.deny') : t('rule.permit')}
                    </Tag>
                    {t('filter.ruleOf', { acl: rule.aclId, rule: rule.ruleId })}: {rule.matches}
                    {!rule.active && <Typography.Text type="secondary"> ({t('rule.inactive')})</Typography.Text>}
                  </li>
                ))}
              </ol>
            ),
          },
        ]}
      />
    </section>
  );
}
