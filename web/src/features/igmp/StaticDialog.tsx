import { igmpStaticAdd } from '@olt/protocol';
import { EntityDialog } from '../../components/kit/EntityDialog.tsx';
import type { FieldSpec } from '../../components/kit/fields.ts';
import { portOptionLabel } from '../../components/portOptions.ts';
import { usePortOptions } from '../../components/usePortOptions.ts';
import { write } from '../../lib/deviceWrite.ts';
import { paramField } from '../../lib/schemaRules.ts';
import { useTranslation } from '../../lib/translation.ts';
import { igmpKeys } from './igmpQueries.ts';

interface StaticValues {
  multi_ip: string;
  vid: number;
  port_id: number;
}

/** IGMP-06: a port joins a group of a multicast VLAN for good. */
export function StaticDialog({ mvlans, onClose }: { mvlans: readonly number[]; onClose: () => void }) {
  const { t } = useTranslation('igmp');
  const ports = usePortOptions();
  const field = (name: keyof StaticValues) => paramField(igmpStaticAdd.param, name);
  const portName = (id: number) => {
    const port = ports.find((p) => p.id === id);
    return port ? portOptionLabel(port) : String(id);
  };
  const fields: FieldSpec<StaticValues>[] = [
    { name: 'multi_ip', label: t('table.ip'), kind: 'text', schema: field('multi_ip'), required: true },
    {
      name: 'vid',
      label: t('table.vid'),
      kind: 'select',
      schema: field('vid'),
      options: mvlans.map((v) => ({ value: v, label: String(v) })),
    },
    {
      name: 'port_id',
      label: t('staticDialog.port'),
      kind: 'select',
      schema: field('port_id'),
      options: ports.map((p) => ({ value: p.id, label: portOptionLabel(p) })),
    },
  ];
  return (
    <EntityDialog<StaticValues>
      title={t('staticDialog.title')}
      okText={t('staticDialog.ok')}
      fields={fields}
      initialValues={{ vid: mvlans[0], port_id: 1 }}
      toWrite={(v) => write(igmpStaticAdd, v)}
      success={(v) => t('done.staticAdded', { ip: v.multi_ip, vid: v.vid, port: portName(v.port_id) })}
      invalidate={[igmpKeys.all]}
      onClose={onClose}
    />
  );
}
