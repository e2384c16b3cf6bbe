import { useTranslation } from '../../lib/translation.ts';
import { setServicePorts } from '@olt/protocol';
import { EntityDialog } from '../../components/kit/EntityDialog.tsx';
import type { FieldSpec } from '../../components/kit/fields.ts';
import { write } from '../../lib/deviceWrite.ts';
import { paramField } from '../../lib/schemaRules.ts';
import { ServiceSection } from './ServiceSection.tsx';
import { serviceKeys, useServicePorts } from './serviceQueries.ts';

type Ports = { http: number; https: number; telnet: number };
const NAMES = ['http', 'https', 'telnet'] as const;

/** System ports (SVC-01/02): the web, secure web and telnet ports, set together. */
export function PortsSection() {
  const { t } = useTranslation('service');
  const ports = useServicePorts().data;
  const fields: FieldSpec<Ports>[] = NAMES.map((name) => ({
    name,
    label: t(`ports.${name}`),
    kind: 'int',
    required: true,
    schema: paramField(setServicePorts.param, name),
    ...(name === 'telnet' ? { extra: t('ports.telnetHint') } : {}),
  }));
  return (
    <ServiceSection
      title={t('ports.title')}
      ep={setServicePorts}
      items={NAMES.map((name) => ({ key: name, label: t(`ports.${name}`), value: ports?.[name] ?? '-' }))}
      dialog={(onClose) => (
        <EntityDialog<Ports>
          title={t('ports.dialog')}
          okText={t('apply')}
          fields={fields}
          initialValues={ports}
          toWrite={(v) => write(setServicePorts, v)}
          success={(v) => t('done.ports', v)}
          invalidate={[serviceKeys.ports]}
          onClose={onClose}
        />
      )}
    />
  );
}
