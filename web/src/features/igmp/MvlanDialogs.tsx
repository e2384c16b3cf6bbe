import { mcRouterAdd, mcRouterDelete, mcUnknownSet, mcVlanCreate, mcVlanDesc, type McVlan } from '@olt/protocol';
import { EntityDialog } from '../../components/kit/EntityDialog.tsx';
import { usePortNames } from '../../components/usePortNames.ts';
import { write } from '../../lib/deviceWrite.ts';
import { paramField } from '../../lib/schemaRules.ts';
import { useTranslation } from '../../lib/translation.ts';
import { igmpKeys, useUnknown } from './igmpQueries.ts';
import { WORDS } from './SettingDialog.tsx';

interface Close {
  onClose: () => void;
}

/** IGMP-12: an existing VLAN becomes a multicast VLAN. */
export function CreateMvlanDialog({ onClose }: Close) {
  const { t } = useTranslation('igmp');
  return (
    <EntityDialog<{ mvlan: number }>
      title={t('mvlan.create')}
      okText={t('mvlan.createOk')}
      fields={[
        {
          name: 'mvlan',
          label: t('mvlan.mvlan'),
          kind: 'int',
          schema: paramField(mcVlanCreate.param, 'mvlan'),
          required: true,
        },
      ]}
      toWrite={(v) => write(mcVlanCreate, v)}
      success={(v) => t('done.mvlanCreated', { mvlan: v.mvlan })}
      invalidate={[igmpKeys.all]}
      onClose={onClose}
    />
  );
}

/** IGMP-14. */
export function DescDialog({ mvlan, onClose }: Close & { mvlan: McVlan }) {
  const { t } = useTranslation('igmp');
  return (
    <EntityDialog<{ mvlan_desc: string }>
      title={t('mvlan.descTitle', { mvlan: mvlan.mvlan })}
      okText={t('mvlan.ok')}
      fields={[
        {
          name: 'mvlan_desc',
          label: t('mvlan.desc'),
          kind: 'text',
          schema: paramField(mcVlanDesc.param, 'mvlan_desc'),
          required: true,
          showCount: true,
        },
      ]}
      initialValues={{ mvlan_desc: mvlan.mvlan_desc }}
      toWrite={(v) => write(mcVlanDesc, { mvlan: mvlan.mvlan, mvlan_desc: v.mvlan_desc })}
      success={(v) => t('done.descSaved', { mvlan: mvlan.mvlan, desc: v.mvlan_desc })}
      invalidate={[igmpKeys.all]}
      onClose={onClose}
    />
  );
}

/** IGMP-20/21: port ids of uplinks, as the device takes them. */
export function RouterDialog({ mvlan, onClose }: Close & { mvlan: McVlan }) {
  const { t } = useTranslation('igmp');
  const names = usePortNames();
  return (
    <EntityDialog<{ op: number; router_portlist: string }>
      title={t('mvlan.routerTitle', { mvlan: mvlan.mvlan })}
      okText={t('mvlan.ok')}
      fields={[
        {
          name: 'op',
          label: t('mvlan.routerMode'),
          kind: 'radio',
          options: [
            { value: 1, label: t('mvlan.routerAdd') },
            { value: 0, label: t('mvlan.routerDelete') },
          ],
        },
        {
          name: 'router_portlist',
          label: t('mvlan.routerList'),
          kind: 'text',
          schema: paramField(mcRouterAdd.param, 'router_portlist'),
          required: true,
        },
      ]}
      initialValues={{ op: 1 }}
      toWrite={(v) =>
        write(Number(v.op) === 1 ? mcRouterAdd : mcRouterDelete, {
          mvlan: mvlan.mvlan,
          router_portlist: v.router_portlist,
        })
      }
      success={(v) =>
        t(Number(v.op) === 1 ? 'done.routersAdded' : 'done.routersDeleted', {
          mvlan: mvlan.mvlan,
          ports: names(v.router_portlist),
        })
      }
      invalidate={[igmpKeys.all]}
      onClose={onClose}
    />
  );
}

/** IGMP-16. */
export function UnknownDialog({ mvlan, onClose }: Close & { mvlan: McVlan }) {
  const { t } = useTranslation('igmp');
  const current = useUnknown(mvlan.mvlan).data;
  if (!current) return null;
  return (
    <EntityDialog<{ mc_unknown_policy: number }>
      title={t('mvlan.unknownTitle', { mvlan: mvlan.mvlan })}
      okText={t('mvlan.ok')}
      fields={[
        {
          name: 'mc_unknown_policy',
          label: t('mvlan.unknown'),
          kind: 'radio',
          schema: paramField(mcUnknownSet.param, 'mc_unknown_policy'),
          options: WORDS.unknown.map((key, value) => ({ value, label: t(key) })),
        },
      ]}
      initialValues={current}
      toWrite={(v) => write(mcUnknownSet, { mvlan: mvlan.mvlan, mc_unknown_policy: v.mc_unknown_policy })}
      success={(v) =>
        t('done.unknownSet', {
          mvlan: mvlan.mvlan,
          policy: t(WORDS.unknown[v.mc_unknown_policy] ?? 'unknown.transparent'),
        })
      }
      invalidate={[igmpKeys.all]}
      onClose={onClose}
    />
  );
}
