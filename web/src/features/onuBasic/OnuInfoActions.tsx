import { useState } from 'react';
import { Button, Flex } from 'antd';
import { useTranslation } from '../../lib/translation.ts';
import { ONU_CONFIG_FLAGS, onuLabel, setOnuConfig } from '@olt/protocol';
import { OnuNameDialog } from '../../components/onu/OnuNameDialog.tsx';
import { TxOffDialog } from '../../components/onu/TxOffDialog.tsx';
import { useMayCall } from '../../lib/access.ts';
import { write } from '../../lib/deviceWrite.ts';
import { onuKeys } from '../../lib/onuQueries.ts';
import { ONU_WRITE_CHANGES, onuWrites } from '../../lib/onuWrites.ts';
import { useDeviceWrite } from '../../lib/useDeviceWrite.ts';

/**
 * The ONU-21 actions of ONU Basic Info (screens.md §11.1): name and description, reboot, deregister, FEC and the
 * transmitter switch-off. Each one that interrupts the ONU is asked first; a session that may not change ONUs sees
 * them disabled.
 */
export function OnuInfoActions({ portId, onuId, fecMode }: { portId: number; onuId: number; fecMode?: number }) {
  const { t } = useTranslation('onuDevice');
  const device = useDeviceWrite();
  const mayWrite = useMayCall(setOnuConfig);
  const [open, setOpen] = useState<'name' | 'txOff' | null>(null);
  const ref = { port_id: portId, onu_id: onuId, macaddr: '' };
  const label = onuLabel(portId, onuId);
  const close = () => setOpen(null);
  const act = (flags: number, question: string, success: string, extra: { fec_mode?: number } = {}) =>
    void device.run(write(setOnuConfig, { port_id: portId, onu_id: onuId, flags, ...extra }), {
      confirm: question,
      success,
      invalidate: [...ONU_WRITE_CHANGES, onuKeys.fec(portId, onuId)],
    });
  const once = async (step: ReturnType<typeof onuWrites.rename>, success: string) =>
    (await device.run(step, { success, invalidate: ONU_WRITE_CHANGES })).isClean;

  return (
    <Flex gap="small" wrap style={{ marginBottom: 12 }}>
      <Button disabled={!mayWrite} onClick={() => setOpen('name')}>
        {t('basic.setInfo')}
      </Button>
      <Button
        disabled={!mayWrite}
        onClick={() => act(ONU_CONFIG_FLAGS.reboot, t('basic.confirmReboot'), t('done.rebooted', { onu: label }))}
      >
        {t('basic.reboot')}
      </Button>
      <Button
        danger
        disabled={!mayWrite}
        onClick={() =>
          act(ONU_CONFIG_FLAGS.deregister, t('basic.confirmDeregister'), t('done.deregistered', { onu: label }))
        }
      >
        {t('basic.deregister')}
      </Button>
      <Button
        disabled={!mayWrite || fecMode === undefined}
        onClick={() =>
          act(
            ONU_CONFIG_FLAGS.fec,
            t('basic.confirmFec'),
            t(fecMode === 1 ? 'done.fecOff' : 'done.fecOn', { onu: label }),
            {
              fec_mode: fecMode === 1 ? 0 : 1,
            },
          )
        }
      >
        {t(fecMode === 1 ? 'basic.fecOff' : 'basic.fecOn')}
      </Button>
      <Button danger disabled={!mayWrite} onClick={() => setOpen('txOff')}>
        {t('basic.txOff')}
      </Button>
      {open === 'name' && (
        <OnuNameDialog
          portId={portId}
          onuId={onuId}
          label={label}
          onSave={(name, description) =>
            once(onuWrites.rename(ref, name, description), t('basic.infoSaved', { onu: label }))
          }
          onClose={close}
        />
      )}
      {open === 'txOff' && (
        <TxOffDialog
          label={label}
          onSave={(seconds) => once(onuWrites.txOff(ref, seconds), t('basic.txOffDone', { onu: label, seconds }))}
          onClose={close}
        />
      )}
    </Flex>
  );
}
