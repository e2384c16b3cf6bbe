import { addLicence, setHostname } from '@olt/protocol';
import { EntityDialog } from '../../components/kit/EntityDialog.tsx';
import type { FieldSpec } from '../../components/kit/fields.ts';
import { write } from '../../lib/deviceWrite.ts';
import { deviceKeys } from '../../lib/deviceQueries.ts';
import { toast } from '../../lib/feedback.ts';
import { paramField } from '../../lib/schemaRules.ts';
import { useTranslation } from '../../lib/translation.ts';

type HostnameValues = { hostname: string };
type LicenceValues = { trylic: string };

/** SYS-08: the device name by its schema; the same name again is said, not sent. */
export function HostnameDialog({ current, onClose }: { current: string; onClose: () => void }) {
  const { t } = useTranslation('runningStatus');
  const fields: FieldSpec<HostnameValues>[] = [
    {
      name: 'hostname',
      label: t('field.hostname'),
      kind: 'text',
      schema: paramField(setHostname.param, 'hostname'),
      required: true,
      showCount: true,
      extra: t('hostnameDialog.extra'),
      formatMessage: t('hostnameDialog.format'),
    },
  ];
  return (
    <EntityDialog<HostnameValues>
      title={t('hostnameDialog.title')}
      okText={t('hostnameDialog.ok')}
      fields={fields}
      initialValues={{ hostname: current }}
      toWrite={({ hostname }) => {
        if (hostname === current) {
          toast.info(t('hostnameDialog.unchanged'));
          return null;
        }
        return write(setHostname, { hostname });
      }}
      success={({ hostname }) => t('hostnameDialog.saved', { name: hostname })}
      invalidate={[deviceKeys.hostname]}
      onClose={onClose}
    />
  );
}

/** SYS-11: a licence key by its schema; the device then reports the longer period (SYS-02 read again). */
export function LicenceDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('runningStatus');
  const fields: FieldSpec<LicenceValues>[] = [
    {
      name: 'trylic',
      label: t('licenceDialog.key'),
      kind: 'text',
      schema: paramField(addLicence.param, 'trylic'),
      required: true,
      showCount: true,
      extra: t('licenceDialog.extra'),
      formatMessage: t('licenceDialog.format'),
    },
  ];
  return (
    <EntityDialog<LicenceValues>
      title={t('licenceDialog.title')}
      okText={t('licenceDialog.ok')}
      fields={fields}
      toWrite={({ trylic }) => write(addLicence, { trylic })}
      success={() => t('licenceDialog.added')}
      invalidate={[deviceKeys.system]}
      onClose={onClose}
    />
  );
}
