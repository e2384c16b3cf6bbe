import { Button, Checkbox, Col, Form, Input, Row, type FormRule } from 'antd';
import { useTranslation } from '../../lib/translation.ts';
import { SNMP_COMMUNITY_CHARS, SNMP_COMMUNITY_FLAG, setSnmpCommunity } from '@olt/protocol';
import { useMayWrite } from '../../lib/access.ts';
import { write } from '../../lib/deviceWrite.ts';
import { toast } from '../../lib/feedback.ts';
import { useDeviceWrite } from '../../lib/useDeviceWrite.ts';
import { ServiceSection } from './ServiceSection.tsx';
import { serviceKeys, useSnmpCommunity } from './serviceQueries.ts';

interface CommunityValues {
  read: boolean;
  write: boolean;
  read_community: string;
  write_community: string;
}

/**
 * The SNMP communities (SVC-14/15): ticks say which to change, so the write community, never shown, can stay as it
 * is while the read one changes.
 */
export function SnmpCommunitySection() {
  const { t } = useTranslation(['service', 'common']);
  const community = useSnmpCommunity().data;
  const device = useDeviceWrite();
  const mayWrite = useMayWrite('access');
  const [form] = Form.useForm<CommunityValues>();
  const read = Form.useWatch('read', form);
  const writeTick = Form.useWatch('write', form);
  const submit = (v: CommunityValues) => {
    const flags = (v.read ? SNMP_COMMUNITY_FLAG.read : 0) | (v.write ? SNMP_COMMUNITY_FLAG.write : 0);
    if (flags === 0) return toast.warning(t('community.chooseOne'));
    void device.run(
      write(setSnmpCommunity, {
        flags,
        ...(v.read ? { read_community: v.read_community } : {}),
        ...(v.write ? { write_community: v.write_community } : {}),
      }),
      {
        success: t(v.read && v.write ? 'done.communityBoth' : v.read ? 'done.communityRead' : 'done.communityWrite'),
        invalidate: [serviceKeys.community],
      },
    );
  };
  // the device strips white space and non-ASCII characters, then wants 1–16 (SVC-15)
  const communityRule: FormRule = {
    validator: (_, value: string | undefined) => {
      const kept = (value ?? '').replace(/[^\x21-\x7e]/g, '').length;
      return kept >= SNMP_COMMUNITY_CHARS.min && kept <= SNMP_COMMUNITY_CHARS.max
        ? Promise.resolve()
        : Promise.reject(
            new Error(t('common:rule.chars', { min: SNMP_COMMUNITY_CHARS.min, max: SNMP_COMMUNITY_CHARS.max })),
          );
    },
  };
  return (
    <ServiceSection title={t('community.title')} ep={setSnmpCommunity}>
      <Form<CommunityValues>
        key={community?.read_community}
        form={form}
        layout="vertical"
        disabled={!mayWrite || device.isPending}
        initialValues={{
          read: false,
          write: false,
          read_community: community?.read_community ?? '',
          write_community: '',
        }}
        onFinish={submit}
      >
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item name="read" valuePropName="checked" noStyle>
              <Checkbox style={{ marginBottom: 4 }}>{t('community.changeRead')}</Checkbox>
            </Form.Item>
            <Form.Item name="read_community" label={t('community.read')} rules={read ? [communityRule] : []}>
              <Input disabled={!read} aria-label={t('community.read')} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="write" valuePropName="checked" noStyle>
              <Checkbox style={{ marginBottom: 4 }}>{t('community.changeWrite')}</Checkbox>
            </Form.Item>
            <Form.Item
              name="write_community"
              label={t('community.write')}
              rules={writeTick ? [communityRule] : []}
              extra={t(community?.write_community_set === 1 ? 'community.writeSet' : 'community.writeNone')}
            >
              <Input.Password disabled={!writeTick} aria-label={t('community.write')} />
            </Form.Item>
          </Col>
        </Row>
        <Row justify="end">
          <Button type="primary" htmlType="submit" loading={device.isPending}>
            {t('apply')}
          </Button>
        </Row>
      </Form>
    </ServiceSection>
  );
}
