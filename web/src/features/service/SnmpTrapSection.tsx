import { Row } from 'antd';
import { useTranslation } from '../../lib/translation.ts';
import { setSnmpTrap } from '@olt/protocol';
import { SettingsForm } from '../../components/kit/SettingsForm.tsx';
import type { FieldSpec } from '../../components/kit/fields.ts';
import { write } from '../../lib/deviceWrite.ts';
import { paramField } from '../../lib/schemaRules.ts';
import { ServiceSection } from './ServiceSection.tsx';
import { serviceKeys, useSnmpTrap } from './serviceQueries.ts';

type Trap = { serverip: string; trap_port: number; trap_community: string };

/** The SNMP trap server (SVC-12/13): a form applied as a whole; the trap port is shown and sent back unchanged. */
export function SnmpTrapSection() {
  const { t } = useTranslation(['service', 'common']);
  const trap = useSnmpTrap();
  const field = (name: keyof Trap) => paramField(setSnmpTrap.param, name);
  const fields: FieldSpec<Trap>[] = [
    { name: 'serverip', label: t('trap.serverip'), kind: 'text', schema: field('serverip'), required: true, column: 8 },
    {
      name: 'trap_community',
      label: t('trap.trap_community'),
      kind: 'text',
      schema: field('trap_community'),
      required: true,
      showCount: true,
      column: 8,
    },
  ];
  return (
    <ServiceSection
      title={t('trap.title')}
      ep={setSnmpTrap}
      items={[{ key: 'port', label: t('trap.trap_port'), value: trap.data?.trap_port ?? '-' }]}
    >
      <SettingsForm<Trap>
        query={trap}
        fields={fields}
        empty={{ serverip: '', trap_port: 162, trap_community: '' }}
        toWrite={(v) => write(setSnmpTrap, v)}
        invalidate={[serviceKeys.trap]}
        saveLabel={t('apply')}
        success={(v) => t('done.trap', { ip: v.serverip, port: v.trap_port })}
        loadFailed={t('common:getDataFailed')}
        area="access"
        layout={(fields) => <Row gutter={16}>{fields}</Row>}
      />
    </ServiceSection>
  );
}
