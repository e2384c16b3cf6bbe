import { useTranslation } from '../../lib/translation.ts';
import { PERF_PERIOD_SECONDS, PERF_STATUS, onuLabel, setOnuPerf, type OnuPerfStatus } from '@olt/protocol';
import type { z } from 'zod';
import { EntityDialog } from '../../components/kit/EntityDialog.tsx';
import { write } from '../../lib/deviceWrite.ts';
import { paramField } from '../../lib/schemaRules.ts';
import { perfKey } from './perfQueries.ts';

interface Values {
  status: number;
  period?: string | number;
}
interface Props {
  portId: number;
  onuId: number;
  opId: number;
  stored: z.infer<typeof OnuPerfStatus> | undefined;
  onClose: () => void;
}

/** Turns monitoring of one ONU port on or off with its period (ONU-57; an empty period asks for the default). */
export function PerfSettingDialog({ portId, onuId, opId, stored, onClose }: Props) {
  const { t } = useTranslation('onuDevice');
  return (
    <EntityDialog<Values>
      title={t('perf.setting')}
      okText={t('common.apply')}
      fields={[
        {
          name: 'status',
          label: t('perf.status'),
          kind: 'select',
          options: [
            { value: PERF_STATUS.enabled, label: t('common.enabled') },
            { value: PERF_STATUS.disabled, label: t('common.disabled') },
          ],
        },
        {
          name: 'period',
          label: t('perf.period'),
          kind: 'int',
          schema: paramField(setOnuPerf.param, 'period'),
          extra: t('perf.periodHint', PERF_PERIOD_SECONDS),
        },
      ]}
      initialValues={{
        status: stored?.status ?? PERF_STATUS.enabled,
        period: stored ? String(stored.period) : '',
      }}
      toWrite={(values) =>
        write(setOnuPerf, {
          port_id: portId,
          onu_id: onuId,
          op_id: opId,
          status: values.status,
          period: values.period ?? 0,
        })
      }
      success={(values) => {
        const port = opId === 0 ? t('perf.pon') : t('done.uniPort', { port: opId });
        const said = { port, onu: onuLabel(portId, onuId) };
        if (values.status !== PERF_STATUS.enabled) return t('done.perfOff', said);
        return values.period
          ? t('done.perfOn', { ...said, period: Number(values.period) })
          : t('done.perfOnDefault', said);
      }}
      invalidate={[perfKey(portId, onuId)]}
      onClose={onClose}
    />
  );
}
