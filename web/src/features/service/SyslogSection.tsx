import { useTranslation } from '../../lib/translation.ts';
import { setSyslog } from '@olt/protocol';
import { EntityDialog } from '../../components/kit/EntityDialog.tsx';
import { write } from '../../lib/deviceWrite.ts';
import { paramField } from '../../lib/schemaRules.ts';
import { ServiceSection } from './ServiceSection.tsx';
import { serviceKeys, useSyslog } from './serviceQueries.ts';

type Syslog = { ipaddr: string; port: number };

/** The syslog server (SVC-03/04): this device really sends its log there, over UDP. */
export function SyslogSection() {
  const { t } = useTranslation('service');
  const syslog = useSyslog().data;
  return (
    <ServiceSection
      title={t('syslog.title')}
      ep={setSyslog}
      items={[
        { key: 'ipaddr', label: t('syslog.ipaddr'), value: syslog?.ipaddr || t('syslog.none') },
        { key: 'port', label: t('syslog.port'), value: syslog?.port ?? '-' },
      ]}
      dialog={(onClose) => (
        <EntityDialog<Syslog>
          title={t('syslog.dialog')}
          okText={t('apply')}
          fields={[
            {
              name: 'ipaddr',
              label: t('syslog.ipaddr'),
              kind: 'text',
              schema: paramField(setSyslog.param, 'ipaddr'),
              placeholder: t('syslog.ipaddrHint'),
            },
            { name: 'port', label: t('syslog.port'), kind: 'int', schema: paramField(setSyslog.param, 'port') },
          ]}
          initialValues={syslog}
          toWrite={(v) => write(setSyslog, { ipaddr: v.ipaddr?.trim() ?? '', port: v.port })}
          success={(v) =>
            v.ipaddr?.trim() ? t('done.syslog', { ip: v.ipaddr.trim(), port: v.port }) : t('done.syslogNone')
          }
          invalidate={[serviceKeys.syslog]}
          onClose={onClose}
        />
      )}
    />
  );
}
