import { Button, Flex } from 'antd';
import {
  LOOP_RECOVER,
  ponLoopRecover,
  setPonLoopAdmin,
  setPonLoopInterval,
  setPonLoopMode,
  setPonLoopTime,
  setUplinkLoopAdmin,
  setUplinkLoopInterval,
  setUplinkLoopMode,
  setUplinkLoopTime,
  uplinkLoopRecover,
  type LoopConfig,
  type LoopSide,
} from '@olt/protocol';
import { SettingsForm } from '../../components/kit/SettingsForm.tsx';
import type { FieldSpec } from '../../components/kit/fields.ts';
import { useMayWrite } from '../../lib/access.ts';
import { write, type WriteStep } from '../../lib/deviceWrite.ts';
import { paramField } from '../../lib/schemaRules.ts';
import { useTranslation } from '../../lib/translation.ts';
import { useDeviceWrite } from '../../lib/useDeviceWrite.ts';
import { loopKeys, useLoopConfig } from './loopQueries.ts';

/** Each setting is its own write on the device (LOOP-05…12), per side. */
const WRITES = {
  pon: {
    admin: setPonLoopAdmin,
    interval: setPonLoopInterval,
    mode: setPonLoopMode,
    time: setPonLoopTime,
    recover: ponLoopRecover,
  },
  uplink: {
    admin: setUplinkLoopAdmin,
    interval: setUplinkLoopInterval,
    mode: setUplinkLoopMode,
    time: setUplinkLoopTime,
    recover: uplinkLoopRecover,
  },
} as const;

const EMPTY: LoopConfig = { ld_status: 0, detect_interval: 10, recover_mode: 0, recover_time: 300 };

/** The settings of one side: only what changed is sent, each by its own write; Recover now in manual mode. */
export function LoopSettings({ side }: { side: LoopSide }) {
  const { t } = useTranslation(['switchPort', 'common']);
  const config = useLoopConfig(side);
  const device = useDeviceWrite();
  const mayWrite = useMayWrite(side === 'pon' ? 'pon' : 'switch');
  const w = WRITES[side];
  const what = t(side === 'pon' ? 'loop.ponTab' : 'loop.uplinkTab');
  const isOn = (v: Partial<LoopConfig>) => Number(v.ld_status) === 1;
  const fields: FieldSpec<LoopConfig>[] = [
    {
      name: 'ld_status',
      label: t('loop.status'),
      kind: 'radio',
      options: [
        { value: 1, label: t('onOff.on') },
        { value: 0, label: t('onOff.off') },
      ],
    },
    {
      name: 'detect_interval',
      label: t('loop.interval'),
      kind: 'int',
      required: true,
      schema: paramField(w.interval.param, 'detect_interval'),
      extra: t('loop.secondsHint'),
      when: isOn,
    },
    {
      name: 'recover_mode',
      label: t('loop.mode'),
      kind: 'radio',
      options: [
        { value: LOOP_RECOVER.auto, label: t('loop.auto') },
        { value: LOOP_RECOVER.manual, label: t('loop.manual') },
      ],
      when: isOn,
    },
    {
      name: 'recover_time',
      label: t('loop.time'),
      kind: 'int',
      required: true,
      schema: paramField(w.time.param, 'recover_time'),
      extra: t('loop.secondsHint'),
      when: (v) => isOn(v) && Number(v.recover_mode) === LOOP_RECOVER.auto,
    },
  ];
  const toWrite = (v: LoopConfig): WriteStep[] => {
    const was = config.data ?? EMPTY;
    const steps: WriteStep[] = [];
    if (v.ld_status !== was.ld_status) steps.push(write(w.admin, { ld_status: v.ld_status }));
    if (v.ld_status !== 1) return steps;
    if (v.detect_interval !== was.detect_interval)
      steps.push(write(w.interval, { detect_interval: v.detect_interval }));
    if (v.recover_mode !== was.recover_mode) steps.push(write(w.mode, { recover_mode: v.recover_mode }));
    if (v.recover_time !== was.recover_time) steps.push(write(w.time, { recover_time: v.recover_time }));
    return steps;
  };
  const isManual = config.data?.ld_status === 1 && config.data.recover_mode === LOOP_RECOVER.manual;
  return (
    <Flex vertical gap="small" style={{ maxWidth: 520 }}>
      <SettingsForm<LoopConfig>
        query={config}
        fields={fields}
        empty={EMPTY}
        toWrite={toWrite}
        invalidate={[loopKeys.all]}
        saveLabel={t('loop.apply')}
        success={(v) => t(v.ld_status === 1 ? 'done.loopSaved' : 'done.loopOff', { what })}
        loadFailed={t('common:getDataFailed')}
        area={side === 'pon' ? 'pon' : 'switch'}
      />
      {isManual && (
        <Flex>
          <Button
            disabled={!mayWrite}
            loading={device.isPending}
            onClick={() =>
              void device.run(write(w.recover, { manual: 0 }), {
                // unblocking lets traffic through again: a loop still there floods until the next probe blocks it
                confirm: {
                  title: t('loop.recoverTitle'),
                  content: t('loop.recoverConfirm', { what, interval: config.data?.detect_interval }),
                },
                success: t('done.loopRecovered', { what }),
                invalidate: [loopKeys.all],
              })
            }
          >
            {t('loop.recoverNow')}
          </Button>
        </Flex>
      )}
    </Flex>
  );
}
