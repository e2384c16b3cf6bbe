import { Alert, Col, Descriptions, Modal, Row, Skeleton, Tag } from 'antd';
import type { ModuleDetail } from '@olt/protocol';
import { sayReading } from '../lib/readings.ts';
import { useTranslation } from '../lib/translation.ts';

const STATE = ['work_temprature', 'work_voltage', 'transmit_bias', 'transmit_power'] as const;
const MAKER = ['vendor_name', 'vendor_oui', 'vendor_rev', 'vendor_pn', 'vendor_sn', 'date_code'] as const;
const STATIC = [
  'module_type',
  'max_distance',
  'wave_length',
  'fiber_type',
  'identifier',
  'connector',
  'encoding',
  'cc_base',
] as const;
const THRESHOLDS = ['temp', 'vol', 'bias', 'txpwr', 'rxpwr'] as const;
/** The thresholds each reading is held against. */
const LIMITS_OF = {
  work_temprature: 'temp',
  work_voltage: 'vol',
  transmit_bias: 'bias',
  transmit_power: 'txpwr',
  receive_power: 'rxpwr',
} as const;
type Reading = keyof typeof LIMITS_OF;

/** Whether a reading (text with its unit) lies outside the module's warning thresholds; unknown ones never do. */
function isOutside(m: ModuleDetail, reading: Reading, text: string | undefined): boolean {
  const value = Number.parseFloat(text ?? '');
  const r = LIMITS_OF[reading];
  const low = m[`${r}_low_warning`];
  const high = m[`${r}_high_warning`];
  if (!Number.isFinite(value) || low >= high) return false;
  return value < low || value > high;
}

/** Vendor-specific bytes as the module holds them: two hex digits each. */
const hexBytes = (bytes: readonly number[]) =>
  bytes.map((b) => b.toString(16).padStart(2, '0').toUpperCase()).join(' ') || '—';
/** A threshold pair `[low, high]` with two decimals (api.md §2.23). */
const pair = (low: number, high: number) => `[${low.toFixed(2)}, ${high.toFixed(2)}]`;

function Group({ title, items }: { title: string; items: { label: string; value: React.ReactNode }[] }) {
  return (
    <Descriptions
      size="small"
      bordered
      column={1}
      title={title}
      styles={{ label: { whiteSpace: 'nowrap', width: '45%' }, content: { wordBreak: 'break-all' } }}
      items={items.map((item) => ({ key: item.label, label: item.label, children: item.value }))}
    />
  );
}

/**
 * An optical module in detail (OPT-02 for a PON port, OPT-06 for an uplink) in four groups: module state,
 * manufacturer, static data, and the warning and alarm thresholds. The screen reads it; this only shows it.
 */
export function OpticalModuleModal({
  portName,
  data,
  isPending,
  onClose,
}: {
  portName: string;
  data: (ModuleDetail & { receive_power?: string }) | undefined;
  isPending: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(['ponOptical', 'common']);
  const body = (m: ModuleDetail & { receive_power?: string }) => {
    const state = [
      { label: t('col.portState'), value: t(m.portstate === 1 ? 'online' : 'offline') },
      { label: t('col.moduleState'), value: t(m.mstate === 1 ? 'detected' : 'notDetected') },
      { label: t('detail.calibrated'), value: t(m.mtype === 1 ? 'detail.external' : 'detail.internal') },
      ...[...STATE, ...(m.receive_power === undefined ? [] : (['receive_power'] as const))].map((k) => {
        const text = m[k];
        return {
          label: t(`reading.${k}`),
          value: isOutside(m, k, text) ? (
            <>
              {sayReading(text)} <Tag color="red">{t('detail.outOfRange')}</Tag>
            </>
          ) : (
            sayReading(text)
          ),
        };
      }),
    ];
    const maker = [
      ...MAKER.map((k) => ({ label: t(`detail.${k}`), value: m[k] || '—' })),
      { label: t('detail.vendor_specific'), value: <code>{hexBytes(m.vendor_specific)}</code> },
    ];
    const statics = STATIC.map((k) => ({ label: t(`detail.${k}`), value: String(m[k]) || '—' }));
    const limits = THRESHOLDS.flatMap((r) =>
      (['warning', 'alarm'] as const).map((kind) => ({
        label: t(`threshold.${r}`, { kind: t(`threshold.${kind}`) }),
        value: pair(m[`${r}_low_${kind}`], m[`${r}_high_${kind}`]),
      })),
    );
    return (
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Group title={t('detail.state')} items={state} />
        </Col>
        <Col xs={24} lg={12}>
          <Group title={t('detail.maker')} items={maker} />
        </Col>
        <Col xs={24} lg={12}>
          <Group title={t('detail.static')} items={statics} />
        </Col>
        <Col xs={24} lg={12}>
          <Group title={t('detail.thresholds')} items={limits} />
        </Col>
      </Row>
    );
  };
  return (
    <Modal
      open
      width={1000}
      title={t('detail.title', { port: portName })}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
      styles={{ body: { maxHeight: '70vh', overflowY: 'auto' } }}
    >
      {isPending ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : data ? (
        body(data)
      ) : (
        <Alert type="error" showIcon title={t('common:getDataFailed')} />
      )}
    </Modal>
  );
}
