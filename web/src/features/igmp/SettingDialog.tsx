import { IGMP_FLAGS as F, IGMP_MODES, igmpConfigSet, igmpMode, type IgmpConfig } from '@olt/protocol';
import { EntityDialog } from '../../components/kit/EntityDialog.tsx';
import type { FieldSpec } from '../../components/kit/fields.ts';
import { write, type WriteStep } from '../../lib/deviceWrite.ts';
import { toast } from '../../lib/feedback.ts';
import { paramField } from '../../lib/schemaRules.ts';
import { useTranslation } from '../../lib/translation.ts';
import { igmpKeys } from './igmpQueries.ts';

type Key = keyof IgmpConfig;
const FLAG_OF: Partial<Record<Key, number>> = {
  protocol_policy: F.protocolPolicy,
  fast_leave: F.fastLeave,
  group_aging_time: F.groupAgingTime,
  robustness: F.robustness,
  gen_response_time: F.genResponseTime,
  gen_query_interval: F.genQueryInterval,
  query_src_ip: F.querySrcIp,
  query_src_mac: F.querySrcMac,
  sp_query_interval: F.spQueryInterval,
  sp_response_time: F.spResponseTime,
  sp_query_number: F.spQueryNumber,
  aging_mode: F.agingMode,
};
/** The words of each two-valued setting, by its value. */
export const WORDS = {
  mode: ['mode.disabled', 'mode.snooping', 'mode.proxy'],
  onOff: ['onOff.off', 'onOff.on'],
  policy: ['policy.pass', 'policy.discard'],
  aging: ['aging.timer', 'aging.none'],
  unknown: ['unknown.transparent', 'unknown.discard'],
} as const;

const PROXY_ONLY: Key[] = [
  'robustness',
  'gen_response_time',
  'gen_query_interval',
  'query_src_ip',
  'query_src_mac',
  'sp_query_interval',
  'sp_response_time',
  'sp_query_number',
];

/** The mode first (IGMP-02), then the parameters that changed (IGMP-03); each field only where the mode uses it. */
export function SettingDialog({ config, onClose }: { config: IgmpConfig; onClose: () => void }) {
  const { t } = useTranslation('igmp');
  const field = (name: Key) => paramField(igmpConfigSet.param, name);
  const mode = (v: Partial<IgmpConfig>) => Number(v.mode);
  const on = (v: Partial<IgmpConfig>) => mode(v) !== IGMP_MODES.disabled;
  const snooping = (v: Partial<IgmpConfig>) => mode(v) === IGMP_MODES.snooping;
  const proxy = (v: Partial<IgmpConfig>) => mode(v) === IGMP_MODES.proxy;
  const choice = (name: Key, label: string, words: 'onOff' | 'policy' | 'aging'): FieldSpec<IgmpConfig> => ({
    name,
    label,
    kind: 'radio',
    schema: field(name),
    when: on,
    options: WORDS[words].map((key, value) => ({ value, label: t(key) })),
  });
  const int = (name: Key, label: string, when: (v: Partial<IgmpConfig>) => boolean): FieldSpec<IgmpConfig> => ({
    name,
    label,
    kind: 'int',
    schema: field(name),
    required: true,
    when,
    column: 12,
  });
  const fields: FieldSpec<IgmpConfig>[] = [
    {
      name: 'mode',
      label: t('info.mode'),
      kind: 'radio',
      schema: paramField(igmpMode.param, 'mode'),
      options: WORDS.mode.map((key, value) => ({ value, label: t(key) })),
    },
    choice('aging_mode', t('info.agingMode'), 'aging'),
    choice('protocol_policy', t('info.protocolPolicy'), 'policy'),
    choice('fast_leave', t('info.fastLeave'), 'onOff'),
    int('group_aging_time', t('info.groupAgingTime'), snooping),
    int('robustness', t('info.robustness'), proxy),
    int('gen_response_time', t('info.genResponseTime'), proxy),
    int('gen_query_interval', t('info.genQueryInterval'), proxy),
    { name: 'query_src_ip', label: t('info.querySrcIp'), kind: 'text', schema: field('query_src_ip'), when: proxy },
    { name: 'query_src_mac', label: t('info.querySrcMac'), kind: 'text', schema: field('query_src_mac'), when: proxy },
    int('sp_query_interval', t('info.spQueryInterval'), proxy),
    int('sp_response_time', t('info.spResponseTime'), proxy),
    int('sp_query_number', t('info.spQueryNumber'), proxy),
  ];
  const toWrite = (typed: IgmpConfig) => {
    const v = { ...config, ...Object.fromEntries(Object.entries(typed).filter(([, x]) => x !== undefined)) };
    const steps: WriteStep[] = [];
    if (Number(v.mode) !== config.mode) steps.push(write(igmpMode, { mode: Number(v.mode) }));
    const used = (k: Key) =>
      Number(v.mode) === IGMP_MODES.snooping ? !PROXY_ONLY.includes(k) : k !== 'group_aging_time';
    const flags = (Object.keys(FLAG_OF) as Key[])
      .filter((k) => Number(v.mode) !== IGMP_MODES.disabled && used(k) && v[k] !== config[k])
      .reduce((sum, k) => sum | (FLAG_OF[k] ?? 0), 0);
    if (flags !== 0) {
      const { mode: _mode, ...rest } = v;
      steps.push(write(igmpConfigSet, { ...rest, flags }));
    }
    if (steps.length === 0) {
      toast.info(t('noChange'));
      return null;
    }
    return steps;
  };
  return (
    <EntityDialog<IgmpConfig>
      title={t('dialog.title')}
      okText={t('dialog.ok')}
      fields={fields}
      initialValues={config}
      toWrite={toWrite}
      success={(typed) =>
        t('done.settingsSaved', { mode: t(WORDS.mode[Number(typed.mode ?? config.mode)] ?? 'mode.disabled') })
      }
      invalidate={[igmpKeys.all]}
      onClose={onClose}
      width={640}
    />
  );
}
