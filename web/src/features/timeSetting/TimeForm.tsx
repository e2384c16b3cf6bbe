import { Button, Form, Input, Radio, Row, Col, Select, Space } from 'antd';
import {
  CLOCK_MODE,
  CLOCK_YEARS,
  DAY_SECONDS,
  NtpAlternate,
  NtpPollDays,
  NtpServer,
  TIME_ZONES,
  daysInMonth,
  setClock,
  setNtp,
  type NtpSetting,
  type TimeInfo,
} from '@olt/protocol';
import { useWriteBlock } from '../../lib/access.ts';
import { write } from '../../lib/deviceWrite.ts';
import { fieldValue, schemaRules } from '../../lib/schemaRules.ts';
import { useTranslation } from '../../lib/translation.ts';
import { useDeviceWrite } from '../../lib/useDeviceWrite.ts';
import { timeKeys } from './timeQueries.ts';

interface TimeValues {
  mode: number;
  preferred: string;
  alternate: string;
  days: string;
  zone: number;
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** What TIME-04 sends to turn NTP off before the clock is set by hand (the device ignores the rest). */
const NTP_OFF = { status: CLOCK_MODE.manual, ntp_srv_ip: ['0.0.0.0', ''] as [string, string], poll_interval_time: 1 };

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const numberOptions = (from: number, to: number, width = 1) =>
  range(from, to).map((n) => ({ value: n, label: String(n).padStart(width, '0') }));
const ZONE_OPTIONS = TIME_ZONES.map((label, index) => ({ value: index, label }));
const YEARS = numberOptions(CLOCK_YEARS.min, CLOCK_YEARS.max);
const MONTHS = numberOptions(1, 12);
const HOURS = numberOptions(0, 23, 2);
const SIXTY = numberOptions(0, 59, 2);

/**
 * NTP (preferred and alternate server, interval in days) or a wall time by hand with its zone; the days offered
 * follow the month and leap years. NTP rules come from the protocol's schemas.
 */
export function TimeForm({ clock, ntp }: { clock: TimeInfo; ntp: NtpSetting }) {
  const { t } = useTranslation('timeSetting');
  const readOnly = useWriteBlock('system');
  const device = useDeviceWrite();
  const [form] = Form.useForm<TimeValues>();
  const mode = Form.useWatch('mode', form) ?? ntp.status;
  const year = Form.useWatch('year', form) ?? clock.time_now[0];
  const month = Form.useWatch('month', form) ?? clock.time_now[1];
  const days = numberOptions(1, daysInMonth(year ?? CLOCK_YEARS.min, month ?? 1));
  const isNtp = mode === CLOCK_MODE.ntp;

  const [y, mo, d, h, mi, s] = clock.time_now;
  const initial: TimeValues = {
    mode: ntp.status === CLOCK_MODE.ntp ? CLOCK_MODE.ntp : CLOCK_MODE.manual,
    preferred: isServer(ntp.ntp_srv_ip[0]) ? (ntp.ntp_srv_ip[0] ?? '') : '',
    alternate: ntp.ntp_srv_ip[1] ?? '',
    days: String(Math.max(1, Math.round(ntp.poll_interval_time / DAY_SECONDS))),
    zone: clock.timezone,
    year: Math.min(CLOCK_YEARS.max, Math.max(CLOCK_YEARS.min, y ?? CLOCK_YEARS.min)),
    month: mo ?? 1,
    day: d ?? 1,
    hour: h ?? 0,
    minute: mi ?? 0,
    second: s ?? 0,
  };

  const submit = (v: TimeValues) => {
    const invalidate = [timeKeys.info, timeKeys.ntp];
    if (v.mode === CLOCK_MODE.ntp) {
      const pollDays = Number(fieldValue(NtpPollDays, v.days));
      return device.run(
        write(setNtp, {
          status: CLOCK_MODE.ntp,
          ntp_srv_ip: [v.preferred, v.alternate ?? ''],
          poll_interval_time: pollDays * DAY_SECONDS,
        }),
        { confirm: t('confirmNtp'), success: t('okNtp', { server: v.preferred }), invalidate },
      );
    }
    // a day past the month's end (the month changed after the day was chosen) is its last day
    const day = Math.min(v.day, daysInMonth(v.year, v.month));
    return device.run(
      [
        write(setNtp, NTP_OFF),
        write(setClock, { time: [v.year, v.month, day, v.hour, v.minute, v.second], time_zone: v.zone }),
      ],
      {
        confirm: t('confirmManual'),
        success: t('okManual', {
          time: `${v.year}-${v.month}-${day} ${[v.hour, v.minute, v.second].map((n) => String(n).padStart(2, '0')).join(':')}`,
        }),
        invalidate,
      },
    );
  };

  const select = (name: keyof TimeValues, label: string, options: { value: number; label: string }[]) => (
    <Form.Item name={name} label={label} noStyle>
      <Select
        aria-label={label}
        options={options}
        // short lists: every option in the page, for finding one by its name
        virtual={false}
        style={{ width: name === 'year' ? 96 : 72 }}
      />
    </Form.Item>
  );

  return (
    <Form<TimeValues>
      form={form}
      layout="vertical"
      initialValues={initial}
      onFinish={(v) => void submit(v)}
      disabled={device.isPending || readOnly !== null}
      style={{ maxWidth: 720 }}
    >
      <Form.Item name="mode" label={t('mode')}>
        <Radio.Group
          options={[
            { value: CLOCK_MODE.ntp, label: t('ntp') },
            { value: CLOCK_MODE.manual, label: t('manual') },
          ]}
        />
      </Form.Item>
      {isNtp ? (
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item
              name="preferred"
              label={t('preferred')}
              rules={schemaRules(NtpServer, { required: true, formatMessage: t('serverFormat') })}
            >
              <Input placeholder="192.168.1.10" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="alternate"
              label={t('alternate')}
              rules={schemaRules(NtpAlternate, { message: t('serverFormat') })}
            >
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="days"
              label={t('pollDays')}
              rules={schemaRules(NtpPollDays, { required: true, message: t('pollFormat') })}
            >
              <Input inputMode="numeric" />
            </Form.Item>
          </Col>
        </Row>
      ) : (
        <>
          <Form.Item name="zone" label={t('zone')}>
            <Select options={ZONE_OPTIONS} showSearch={{ optionFilterProp: 'label' }} style={{ maxWidth: 360 }} />
          </Form.Item>
          <Form.Item label={t('date')}>
            <Space wrap>
              {select('year', t('year'), YEARS)}
              {select('month', t('month'), MONTHS)}
              {select('day', t('day'), days)}
            </Space>
          </Form.Item>
          <Form.Item label={t('time')}>
            <Space wrap>
              {select('hour', t('hour'), HOURS)}
              {select('minute', t('minute'), SIXTY)}
              {select('second', t('second'), SIXTY)}
            </Space>
          </Form.Item>
        </>
      )}
      <Button type="primary" htmlType="submit" loading={device.isPending} title={readOnly ?? undefined}>
        {t('apply')}
      </Button>
    </Form>
  );
}

function isServer(text: string | undefined): boolean {
  return text !== undefined && NtpServer.safeParse(text).success;
}
