import { useTranslation } from '../../lib/translation.ts';
import {
  LINK_TYPE_READ,
  LINK_TYPE_WRITE,
  RSTP_PORT_FLAGS as F,
  STP_LIMITS,
  rstpPortSet,
  type RstpPort,
} from '@olt/protocol';
import { Alert } from 'antd';
import { EntityDialog } from '../../components/kit/EntityDialog.tsx';
import type { FieldSpec } from '../../components/kit/fields.ts';
import { write } from '../../lib/deviceWrite.ts';
import { toast } from '../../lib/feedback.ts';
import { paramField } from '../../lib/schemaRules.ts';
import { rstpKeys } from './rstpQueries.ts';

type LinkType = (typeof LINK_TYPE_WRITE)[number];
interface PortValues {
  port_priority: number;
  port_path_cost: number;
  edge_status: number;
  admin_link_type: LinkType;
}

const { min, max, step } = STP_LIMITS.portPriority;
const PRIORITIES = Array.from({ length: (max - min) / step + 1 }, (_, i) => min + i * step);
const writeSpelling = (read: string): LinkType => LINK_TYPE_WRITE.find((w) => LINK_TYPE_READ[w] === read) ?? 'auto';

/** RSTP-04 for one uplink (a link-aggregation group as a whole): only what changed is flagged. */
export function PortDialog({
  port,
  name,
  lag,
  onClose,
}: {
  port: RstpPort;
  name: string;
  lag: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('rstp');
  const field = (key: keyof PortValues) => paramField(rstpPortSet.param, key);
  const current: PortValues = {
    port_priority: port.port_priority,
    port_path_cost: port.port_path_cost,
    edge_status: port.edge_status,
    admin_link_type: writeSpelling(port.admin_link_type),
  };
  const fields: FieldSpec<PortValues>[] = [
    {
      name: 'port_priority',
      label: t('ports.priority'),
      kind: 'select',
      schema: field('port_priority'),
      options: PRIORITIES.map((p) => ({ value: p, label: String(p) })),
    },
    { name: 'port_path_cost', label: t('portDialog.cost'), kind: 'int', schema: field('port_path_cost') },
    {
      name: 'edge_status',
      label: t('ports.edge'),
      kind: 'radio',
      schema: field('edge_status'),
      options: [
        { value: 0, label: t('edge.no') },
        { value: 1, label: t('edge.yes') },
      ],
    },
    {
      name: 'admin_link_type',
      label: t('ports.adminLink'),
      kind: 'select',
      schema: field('admin_link_type'),
      options: LINK_TYPE_WRITE.map((w) => ({ value: w, label: t(`linkType.${w}`) })),
    },
  ];
  const flagOf: Record<keyof PortValues, number> = {
    port_priority: F.priority,
    port_path_cost: F.pathCost,
    edge_status: F.edge,
    admin_link_type: F.linkType,
  };
  const toWrite = (typed: PortValues) => {
    const v = { ...current, ...Object.fromEntries(Object.entries(typed).filter(([, x]) => x !== undefined)) };
    const flags = (Object.keys(flagOf) as (keyof PortValues)[])
      .filter((k) => v[k] !== current[k])
      .reduce((sum, k) => sum | flagOf[k], 0);
    if (flags === 0) {
      toast.info(t('noChange'));
      return null;
    }
    return write(rstpPortSet, { ...v, flags, port_id: port.port_id });
  };
  return (
    <EntityDialog<PortValues>
      title={t('portDialog.title', { port: name })}
      okText={t('portDialog.ok')}
      fields={fields}
      initialValues={current}
      toWrite={toWrite}
      success={(typed) => {
        const v = { ...current, ...Object.fromEntries(Object.entries(typed).filter(([, x]) => x !== undefined)) };
        return t('done.portSaved', {
          port: name,
          priority: Number(v.port_priority),
          cost: Number(v.port_path_cost),
          edge: t(Number(v.edge_status) === 1 ? 'edge.yes' : 'edge.no'),
        });
      }}
      invalidate={[rstpKeys.all]}
      onClose={onClose}
      intro={
        lag > 0 ? (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 12 }}
            title={t('portDialog.lagNote', { port: name, lag })}
          />
        ) : undefined
      }
    />
  );
}
