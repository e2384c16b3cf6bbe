import { useTranslation } from '../../lib/translation.ts';
import { setSpec1 } from '@olt/protocol';
import { EntityDialog } from '../../components/kit/EntityDialog.tsx';
import { confirm } from '../../lib/feedback.ts';
import { rebootDevice } from '../../lib/rebootWait.ts';
import { write, type WriteStep } from '../../lib/deviceWrite.ts';
import { ServiceSection } from './ServiceSection.tsx';
import { serviceKeys, useSpec1 } from './serviceQueries.ts';

/**
 * "5620" support (SVC-05/06): it takes effect after a reboot, so once the device took the change the console offers
 * one (asked; the reboot waits for the device and then signs in again).
 */
export function Spec1Section() {
  const { t } = useTranslation('service');
  const spec1 = useSpec1().data?.spec1;
  const options = [
    { value: 1, label: t('spec1.on') },
    { value: 0, label: t('spec1.off') },
  ];
  const thenReboot =
    (step: WriteStep): WriteStep =>
    async () => {
      const answer = await step();
      if (answer.code === 1) {
        // asked after the answer, outside the dialog's own write: the setting stands whatever the operator says
        void confirm(t('spec1.reboot')).then((isOk) => (isOk ? rebootDevice() : undefined));
      }
      return answer;
    };
  return (
    <ServiceSection
      title={t('spec1.title')}
      ep={setSpec1}
      items={[
        {
          key: 'spec1',
          label: t('spec1.state'),
          value: spec1 === undefined ? '-' : t(spec1 === 1 ? 'spec1.on' : 'spec1.off'),
        },
      ]}
      dialog={(onClose) => (
        <EntityDialog<{ spec1: number }>
          title={t('spec1.dialog')}
          okText={t('apply')}
          fields={[{ name: 'spec1', label: t('spec1.state'), kind: 'select', options }]}
          initialValues={{ spec1: spec1 ?? 0 }}
          toWrite={(v) => thenReboot(write(setSpec1, { spec1: v.spec1 }))}
          success={(v) => t(v.spec1 === 1 ? 'done.spec1On' : 'done.spec1Off')}
          invalidate={[serviceKeys.spec1]}
          onClose={onClose}
        />
      )}
    />
  );
}
