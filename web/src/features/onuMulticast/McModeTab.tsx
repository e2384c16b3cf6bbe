import { useState } from 'react';
import { Button, Flex, Select, Skeleton, Typography } from 'antd';
import { useTranslation } from '../../lib/translation.ts';
import { FAST_LEAVE, MC_MODES, onuLabel, setOnuFastLeave, setOnuMcMode } from '@olt/protocol';
import { write, type WriteStep } from '../../lib/deviceWrite.ts';
import { toast } from '../../lib/feedback.ts';
import { useDeviceWrite } from '../../lib/useDeviceWrite.ts';
import { mcKey, useMcConfig } from './mcQueries.ts';
import { useMayWrite } from '../../lib/access.ts';

/** The multicast mode (ONU-42) and fast leave (ONU-43) of one ONU, each set on its own. */
export function McModeTab({ portId, onuId }: { portId: number; onuId: number }) {
  const { t } = useTranslation('onuDevice');
  const mayWrite = useMayWrite('onu');
  const { data } = useMcConfig(portId, onuId);
  const device = useDeviceWrite();
  const [mode, setMode] = useState<number | null>(null);
  const [fastLeave, setFastLeave] = useState<number | null>(null);
  if (!data) return <Skeleton active />;
  const ref = { port_id: portId, onu_id: onuId };
  const onu = onuLabel(portId, onuId);
  const apply = (
    value: number | null,
    stored: number,
    step: (v: number) => WriteStep,
    success: (v: number) => string,
  ) => {
    if (value === null || value === stored) {
      toast.info(t('common.unchanged'));
      return;
    }
    void device.run(step(value), { success: success(value), invalidate: [mcKey(portId, onuId)] });
  };
  const modeWord = (value: number) => {
    const key = (Object.keys(MC_MODES) as (keyof typeof MC_MODES)[]).find((k) => MC_MODES[k] === value);
    return key ? t(`multicast.modes.${key}`) : String(value);
  };
  const row = (label: string, control: React.ReactNode, onApply: () => void) => (
    <Flex align="center" gap="middle">
      <Typography.Text style={{ width: 140 }}>{label}</Typography.Text>
      {control}
      <Button disabled={!mayWrite} onClick={onApply} loading={device.isPending}>
        {t('common.setting')}
      </Button>
    </Flex>
  );
  return (
    <Flex vertical gap="middle">
      {row(
        t('multicast.mode'),
        <Select
          aria-label={t('multicast.mode')}
          style={{ width: 180 }}
          value={mode ?? data.mc_mode}
          onChange={setMode}
          options={(Object.keys(MC_MODES) as (keyof typeof MC_MODES)[]).map((k) => ({
            value: MC_MODES[k],
            label: t(`multicast.modes.${k}`),
          }))}
        />,
        () =>
          apply(
            mode,
            data.mc_mode,
            (mc_mode) => write(setOnuMcMode, { ...ref, mc_mode }),
            (v) => t('done.mcMode', { onu, mode: modeWord(v) }),
          ),
      )}
      {row(
        t('multicast.fastLeave'),
        <Select
          aria-label={t('multicast.fastLeave')}
          style={{ width: 180 }}
          value={fastLeave ?? data.fast_leave}
          onChange={setFastLeave}
          options={[
            { value: FAST_LEAVE.enabled, label: t('common.enabled') },
            { value: FAST_LEAVE.disabled, label: t('common.disabled') },
          ]}
        />,
        () =>
          apply(
            fastLeave,
            data.fast_leave,
            (fast_leave) => write(setOnuFastLeave, { ...ref, fast_leave }),
            (v) => t(v === FAST_LEAVE.enabled ? 'done.fastLeaveOn' : 'done.fastLeaveOff', { onu }),
          ),
      )}
    </Flex>
  );
}
