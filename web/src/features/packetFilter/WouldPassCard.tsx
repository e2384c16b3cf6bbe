import { useState } from 'react';
import { Alert, Button, Card, Flex, Form, Row, Select, Table, Tag, Typography } from 'antd';
import { ACL_ACTION, PACKET_VERDICT, filterWouldPass, type PacketVerdict, type TriedRule } from '@olt/protocol';
import { FormFields } from '../../components/kit/FormFields.tsx';
import type { FieldSpec } from '../../components/kit/fields.ts';
import { portOptionLabel, type PortOption } from '../../components/portOptions.ts';
import { call } from '../../lib/apiClient.ts';
import { toast } from '../../lib/feedback.ts';
import { paramField } from '../../lib/schemaRules.ts';
import { useTranslation } from '../../lib/translation.ts';
import { usePortNames } from '../../components/usePortNames.ts';

type Question = Record<string, string | number | undefined>;

const QUERY = filterWouldPass.query;
/** The packet's fields, as the rules of every kind test them; left empty, a field is one no rule can match. */
const TEXT_FIELDS = [
  'src_mac',
  'dst_mac',
  'vlan_id',
  'cos',
  'src_ip',
  'dst_ip',
  'src_port',
  'dst_port',
  'dscp',
  'eth_type',
  'time',
] as const;
const INT_FIELDS = new Set<string>(['vlan_id', 'cos', 'src_port', 'dst_port', 'dscp']);
const PROTOCOLS = ['tcp', 'udp', 'icmp'] as const;

/**
 * "Would this packet pass?" (our PF-X1): the operator describes a packet arriving on a port, and the device answers
 * which bound rule decides, or that none does, with every rule it tried on the way and why each did not match.
 */
export function WouldPassCard({ ports }: { ports: readonly PortOption[] }) {
  const { t } = useTranslation('acl');
  const [form] = Form.useForm<Question>();
  const [answer, setAnswer] = useState<PacketVerdict | null>(null);
  const [isAsking, setAsking] = useState(false);
  const label = (field: string) => t(`filter.packet.${field}` as 'filter.packet.src_ip');
  const fields: FieldSpec<Question>[] = TEXT_FIELDS.map((name) => ({
    name,
    label: label(name),
    kind: INT_FIELDS.has(name) ? 'int' : 'text',
    schema: paramField(QUERY, name),
    column: name === 'time' ? 12 : 6,
    placeholder: t(`filter.packet.${name}Hint` as 'filter.packet.src_ipHint'),
  }));

  const ask = async (v: Question) => {
    const query = Object.fromEntries(Object.entries(v).filter(([, value]) => value !== undefined && value !== ''));
    setAsking(true);
    try {
      setAnswer(await call(filterWouldPass, { query: query as never }));
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      setAsking(false);
    }
  };

  return (
    <Card
      size="small"
      title={<span id="would-pass">{t('filter.askTitle')}</span>}
      role="region"
      aria-labelledby="would-pass"
    >
      <Typography.Paragraph type="secondary">{t('filter.askNote')}</Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        onFinish={(v) => void ask(v)}
        onValuesChange={() => setAnswer(null)}
        initialValues={{ protocol: 'tcp' }}
      >
        <Row gutter={16}>
          <Form.Item
            name="port_id"
            label={label('port_id')}
            rules={[{ required: true, message: t('filter.pickPort') }]}
            style={{ minWidth: 180, paddingInline: 8 }}
          >
            <Select options={ports.map((p) => ({ value: p.id, label: portOptionLabel(p) }))} />
          </Form.Item>
          <Form.Item name="protocol" label={label('protocol')} style={{ minWidth: 160, paddingInline: 8 }}>
            <Select
              allowClear
              options={PROTOCOLS.map((p) => ({ value: p, label: p.toUpperCase() }))}
              placeholder={t('filter.packet.notGiven')}
            />
          </Form.Item>
        </Row>
        <Row gutter={16}>
          <FormFields fields={fields} />
        </Row>
        <Button type="primary" htmlType="submit" loading={isAsking}>
          {t('filter.ask')}
        </Button>
      </Form>
      {answer && <Verdict answer={answer} />}
    </Card>
  );
}

function Verdict({ answer }: { answer: PacketVerdict }) {
  const { t } = useTranslation('acl');
  const namesOf = usePortNames();
  const by = answer.decided_by;
  const message =
    answer.verdict === PACKET_VERDICT.stopped
      ? t('filter.verdict.deny', { acl: by?.acl_id, rule: by?.rule_id })
      : answer.verdict === PACKET_VERDICT.passes
        ? t('filter.verdict.permit', { acl: by?.acl_id, rule: by?.rule_id })
        : t('filter.verdict.none');
  const why = (r: TriedRule) =>
    r.active === 0
      ? t('filter.why.inactive', { range: r.timerange })
      : r.matched === 1
        ? t('filter.why.matched')
        : r.missing.length > 0
          ? t('filter.why.missing', {
              fields: r.missing.map((f) => t(`filter.packet.${f}` as 'filter.packet.src_ip')).join(', '),
            })
          : t('filter.why.differs');
  return (
    <Flex vertical gap="small" style={{ marginTop: 16 }} role="status" aria-live="polite">
      <Alert
        type={answer.passes ? 'success' : 'error'}
        showIcon
        message={message}
        description={t('filter.verdict.at', { port: namesOf(String(answer.port_id)), time: answer.time })}
      />
      <Table<TriedRule>
        size="small"
        pagination={false}
        rowKey={(r) => `${r.acl_id}/${r.rule_id}`}
        dataSource={answer.tried}
        locale={{ emptyText: t('filter.noRules') }}
        columns={[
          { title: t('rule.order'), key: 'order', width: 70, render: (_, _r, i) => i + 1 },
          { title: t('list.aclId'), dataIndex: 'acl_id', key: 'acl' },
          { title: t('rule.ruleId'), dataIndex: 'rule_id', key: 'rule' },
          {
            title: t('rule.action'),
            key: 'action',
            render: (_, r) =>
              r.action === ACL_ACTION.deny ? (
                <Tag color="red">{t('rule.deny')}</Tag>
              ) : (
                <Tag color="green">{t('rule.permit')}</Tag>
              ),
          },
          { title: t('filter.result'), key: 'why', render: (_, r) => why(r) },
        ]}
      />
    </Flex>
  );
}
