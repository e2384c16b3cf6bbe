import { useState } from 'react';
import { Button, Card, Col, Form, Input, Row, Select, Space, Tooltip, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { PING_COUNT, PING_FINISH, PING_SIZE, inbound, outbound, pingRead, pingStart } from '@olt/protocol';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useWriteBlock } from '../../lib/access.ts';
import { call } from '../../lib/apiClient.ts';
import { write } from '../../lib/deviceWrite.ts';
import type { PageProps } from '../../lib/pages.ts';
import { fieldValue, paramField, schemaRules } from '../../lib/schemaRules.ts';
import { useTranslation } from '../../lib/translation.ts';
import { useDeviceWrite } from '../../lib/useDeviceWrite.ts';

type Ask = { ipaddr: string; interface: string; count: string; pktsize: string };
const FIELD = (name: keyof Ask) => paramField(pingStart.param, name);
/** The device writes a line a second; the console reads at that pace while the ping runs. */
const POLL_MS = 1_000;

/** The device's interfaces a ping may leave by: the out-of-band port and the in-band VLAN interfaces. */
const useInterfaces = () =>
  useQuery({
    queryKey: ['diagnose', 'interfaces'],
    queryFn: async () => {
      const [out, inb] = await Promise.all([call(outbound), call(inbound)]);
      return [out, ...inb].map((i) => ({ value: i.interface, address: i.ipaddr }));
    },
  });

/**
 * Diagnose (screens.md §9.3): a ping from the device out of one of its interfaces, its output written as the device
 * writes it, read every second until it ends. Leaving the page or Cancel stops reading; the device finishes alone.
 */
export function DiagnosePage({ title }: PageProps) {
  const { t } = useTranslation('maintenance');
  const block = useWriteBlock('system');
  const device = useDeviceWrite();
  const interfaces = useInterfaces();
  const [form] = Form.useForm<Ask>();
  // each start is a run of its own: its reads stop by themselves once the device says it has ended
  const [run, setRun] = useState(0);
  const [phase, setPhase] = useState<'ready' | 'starting' | 'failed' | 'watching' | 'stopped'>('ready');
  const progress = useQuery({
    queryKey: ['diagnose', 'ping', run],
    queryFn: () => call(pingRead),
    enabled: phase === 'watching' || phase === 'stopped',
    refetchInterval: (q) => (phase !== 'watching' || q.state.data?.finish === PING_FINISH.done ? false : POLL_MS),
    gcTime: 0,
  });
  const data = progress.data;
  const isRunning = phase === 'watching' && data?.finish !== PING_FINISH.done;
  const output =
    phase === 'ready'
      ? t('ping.ready')
      : phase === 'failed'
        ? t('ping.failed')
        : !data?.result
          ? t('ping.starting')
          : data.finish === PING_FINISH.done
            ? `${data.result}\n\n${t('ping.finished')}`
            : data.result;

  const start = async (v: Ask) => {
    setPhase('starting');
    const param = {
      ipaddr: v.ipaddr.trim(),
      interface: v.interface,
      count: fieldValue(FIELD('count'), v.count) as number,
      pktsize: fieldValue(FIELD('pktsize'), v.pktsize) as number,
    };
    const result = await device.run(write(pingStart, param), { success: null });
    if (result.hasFailed) setPhase('failed');
    else if (result.isCancelled) setPhase('ready');
    else {
      setRun((n) => n + 1);
      setPhase('watching');
    }
  };

  return (
    <Card variant="borderless" data-page="diagonose">
      <PageHeader title={title} />
      <Typography.Paragraph type="secondary">{t('ping.note')}</Typography.Paragraph>
      <Form<Ask>
        form={form}
        layout="vertical"
        initialValues={{ count: String(PING_COUNT.default), pktsize: String(PING_SIZE.default) }}
        onFinish={(v) => void start(v)}
      >
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item
              name="ipaddr"
              label={t('ping.target')}
              rules={schemaRules(FIELD('ipaddr'), { required: true, message: t('ping.targetRule') })}
            >
              <Input autoComplete="off" placeholder="10.40.0.254" />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item
              name="interface"
              label={t('ping.interface')}
              rules={[{ required: true, message: t('ping.pickInterface') }]}
            >
              <Select
                loading={interfaces.isPending}
                options={(interfaces.data ?? []).map((i) => ({
                  value: i.value,
                  label: `${i.value === 'outbound' ? t('ping.outbound') : i.value} (${i.address || '—'})`,
                }))}
              />
            </Form.Item>
          </Col>
          <Col xs={12} md={5}>
            <Form.Item name="count" label={t('ping.count')} rules={schemaRules(FIELD('count'), { required: true })}>
              <Input inputMode="numeric" autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={12} md={5}>
            <Form.Item name="pktsize" label={t('ping.size')} rules={schemaRules(FIELD('pktsize'), { required: true })}>
              <Input inputMode="numeric" autoComplete="off" />
            </Form.Item>
          </Col>
        </Row>
        <Space>
          <Tooltip title={block}>
            <Button type="primary" htmlType="submit" disabled={block !== null || isRunning} loading={device.isPending}>
              {t('ping.start')}
            </Button>
          </Tooltip>
          {isRunning && <Button onClick={() => setPhase('stopped')}>{t('ping.cancel')}</Button>}
        </Space>
      </Form>
      <Input.TextArea
        aria-label={t('ping.output')}
        readOnly
        value={output}
        autoSize={{ minRows: 10, maxRows: 24 }}
        style={{ marginTop: 16, fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' }}
      />
    </Card>
  );
}
