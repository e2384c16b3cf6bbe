import { relayOption60Add, relayStandardAdd } from '@olt/protocol';
import { EntityDialog } from '../../components/kit/EntityDialog.tsx';
import type { FieldSpec } from '../../components/kit/fields.ts';
import { write } from '../../lib/deviceWrite.ts';
import { paramField } from '../../lib/schemaRules.ts';
import { useTranslation } from '../../lib/translation.ts';
import { dhcpKeys } from './dhcpQueries.ts';

interface Values {
  vlan_id: number;
  option60: string;
  server_ip: string;
}

/** DHCP-07/09: a relay server for a VLAN or for an option 60 vendor class, as the policy picks. */
export function RelayAddDialog({ isOption60, onClose }: { isOption60: boolean; onClose: () => void }) {
  const { t } = useTranslation('dhcp');
  const ep = isOption60 ? relayOption60Add : relayStandardAdd;
  const fields: FieldSpec<Values>[] = [
    isOption60
      ? {
          name: 'option60',
          label: t('relay.option60'),
          kind: 'text',
          required: true,
          showCount: true,
          schema: paramField(relayOption60Add.param, 'option60'),
          extra: t('relay.option60Hint'),
        }
      : {
          name: 'vlan_id',
          label: t('col.vlan'),
          kind: 'int',
          required: true,
          schema: paramField(relayStandardAdd.param, 'vlan_id'),
        },
    {
      name: 'server_ip',
      label: t('relay.server'),
      kind: 'text',
      required: true,
      schema: paramField(ep.param, 'server_ip'),
    },
  ];
  return (
    <EntityDialog<Values>
      title={t('relay.add')}
      okText={t('add')}
      fields={fields}
      initialValues={{ vlan_id: undefined as unknown as number, option60: '', server_ip: '' }}
      success={(v) => t('done.relayAdded', { match: isOption60 ? v.option60 : String(v.vlan_id), server: v.server_ip })}
      invalidate={[dhcpKeys.all]}
      onClose={onClose}
      toWrite={(v) =>
        isOption60
          ? write(relayOption60Add, { option60: v.option60, server_ip: v.server_ip })
          : write(relayStandardAdd, { vlan_id: Number(v.vlan_id), server_ip: v.server_ip })
      }
    />
  );
}
