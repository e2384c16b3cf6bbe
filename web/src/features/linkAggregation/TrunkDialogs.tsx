import { Alert, Select, Typography } from 'antd';
import { useState } from 'react';
import {
  addTrunkMembers,
  formatPortList,
  PSC,
  parsePortList,
  removeTrunkMembers,
  setTrunkPsc,
  TRUNK_ID,
  type TrunkRow,
} from '@olt/protocol';
import { EntityDialog } from '../../components/kit/EntityDialog.tsx';
import type { FieldSpec } from '../../components/kit/fields.ts';
import { PortPickDialog } from '../../components/PortPickDialog.tsx';
import { portListLabel, type PortOption } from '../../components/portOptions.ts';
import { write } from '../../lib/deviceWrite.ts';
import { toast } from '../../lib/feedback.ts';
import { paramField } from '../../lib/schemaRules.ts';
import { useTranslation } from '../../lib/translation.ts';
import { choicesOf, wordOf } from '../../lib/wireWords.ts';
import { TRUNK_WRITE_READS } from './trunkQueries.ts';

/** Create (a new trunk id and its first members) or add members: the ports of other trunks are not offered. */
export function AddMembersDialog({
  trunk,
  rows,
  ports,
  onClose,
}: {
  /** undefined: a new trunk */
  trunk?: TrunkRow;
  rows: readonly TrunkRow[];
  ports: readonly PortOption[];
  onClose: () => void;
}) {
  const { t } = useTranslation('lag');
  const used = new Set(rows.map((r) => r.trunk_id));
  const free = Array.from({ length: TRUNK_ID.max }, (_, i) => i + 1).filter((id) => !used.has(id));
  const [trunkId, setTrunkId] = useState(trunk?.trunk_id ?? free[0]);
  const members = trunk ? parsePortList(trunk.member_portlist) : [];
  const otherTrunk = (id: number) => {
    const lag = ports.find((p) => p.id === id)?.link_aggregation ?? 0;
    return lag !== 0 && lag !== trunk?.trunk_id;
  };
  return (
    <PortPickDialog
      title={trunk ? t('trunk.addTitle', { id: trunk.trunk_id }) : t('trunk.createTitle')}
      okText={t('apply')}
      ports={ports}
      kind="uplink"
      initial={members}
      linksLag={false}
      isDisabled={(id) => members.includes(id) || otherTrunk(id)}
      label={t('trunk.field.members')}
      intro={
        trunk ? (
          t('trunk.tip')
        ) : free.length === 0 ? (
          <Alert type="warning" showIcon title={t('trunk.noFreeId')} />
        ) : (
          <>
            <Typography.Text>{t('trunk.field.id')} </Typography.Text>
            <Select
              aria-label={t('trunk.field.id')}
              value={trunkId}
              onChange={setTrunkId}
              style={{ width: 120 }}
              options={free.map((id) => ({ value: id, label: t('trunk.name', { id }) }))}
            />
          </>
        )
      }
      invalidate={TRUNK_WRITE_READS}
      onClose={onClose}
      toWrite={(ids) => {
        const joining = ids.filter((id) => !members.includes(id));
        if (joining.length === 0 || trunkId === undefined) return null;
        return write(addTrunkMembers, { trunk_id: trunkId, member_portlist: formatPortList(joining) });
      }}
      success={(ids) => {
        const joining = portListLabel(
          ids.filter((id) => !members.includes(id)),
          ports,
        );
        return trunk
          ? t('done.membersAdded', { id: trunk.trunk_id, ports: joining })
          : t('done.trunkCreated', { id: trunkId, ports: joining });
      }}
    />
  );
}

/** Delete members: only the trunk's own are offered; taking them all deletes the trunk, which is asked first. */
export function DeleteMembersDialog({
  trunk,
  ports,
  portName,
  onClose,
}: {
  trunk: TrunkRow;
  ports: readonly PortOption[];
  portName: (id: number) => string;
  onClose: () => void;
}) {
  const { t } = useTranslation('lag');
  const members = parsePortList(trunk.member_portlist);
  return (
    <PortPickDialog
      title={t('trunk.deleteTitle', { id: trunk.trunk_id })}
      okText={t('trunk.deleteMembers')}
      ports={ports.filter((p) => members.includes(p.id))}
      kind="uplink"
      linksLag={false}
      label={t('trunk.field.members')}
      invalidate={TRUNK_WRITE_READS}
      onClose={onClose}
      toWrite={(ids) =>
        ids.length === 0
          ? null
          : write(removeTrunkMembers, { trunk_id: trunk.trunk_id, member_portlist: formatPortList(ids) })
      }
      confirm={(ids) =>
        ids.length === members.length
          ? t('trunk.deleteAllConfirm', { id: trunk.trunk_id })
          : t('trunk.deleteConfirm', { id: trunk.trunk_id, ports: ids.map(portName).join(', ') })
      }
      success={(ids) =>
        t(ids.length === members.length ? 'done.trunkDeleted' : 'done.membersDeleted', {
          id: trunk.trunk_id,
          ports: ids.map(portName).join(', '),
        })
      }
    />
  );
}

/** LAG-04: what the load-balancing hash reads. */
export function PscDialog({ trunk, onClose }: { trunk: TrunkRow; onClose: () => void }) {
  const { t } = useTranslation(['lag', 'common']);
  const fields: FieldSpec<{ psc: number }>[] = [
    {
      name: 'psc',
      label: t('trunk.field.psc'),
      kind: 'select',
      required: true,
      schema: paramField(setTrunkPsc.param, 'psc'),
      options: choicesOf(PSC).map((c) => ({ value: c.value, label: t(`trunk.psc.${c.word}`) })),
    },
  ];
  return (
    <EntityDialog<{ psc: number }>
      title={t('trunk.pscTitle', { id: trunk.trunk_id })}
      okText={t('apply')}
      fields={fields}
      initialValues={{ psc: trunk.psc }}
      invalidate={TRUNK_WRITE_READS}
      onClose={onClose}
      toWrite={(v) => {
        if (v.psc !== trunk.psc) return write(setTrunkPsc, { trunk_id: trunk.trunk_id, psc: v.psc });
        toast.info(t('common:noChange'));
        return null;
      }}
      success={(v) => t('done.psc', { id: trunk.trunk_id, psc: t(`trunk.psc.${wordOf(PSC, v.psc)}`) })}
    />
  );
}
