import { ACL_KINDS, aclCreate, aclDelete, aclKind, type AclKind } from '@olt/protocol';
import { EntityDialog } from '../../components/kit/EntityDialog.tsx';
import type { FieldSpec } from '../../components/kit/fields.ts';
import { write } from '../../lib/deviceWrite.ts';
import { toast } from '../../lib/feedback.ts';
import { paramField } from '../../lib/schemaRules.ts';
import { useTranslation } from '../../lib/translation.ts';
import { aclKeys } from './aclQueries.ts';

/** Makes an ACL; its id must be in the range of the chosen kind (ACL-02). */
export function AddAclDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('acl');
  const fields: FieldSpec<{ kind: AclKind; acl_id: number }>[] = [
    {
      name: 'kind',
      label: t('list.kind'),
      kind: 'radio',
      options: (Object.keys(ACL_KINDS) as AclKind[]).map((k) => ({
        value: k,
        label: `${t(`kind.${k}`)} ${ACL_KINDS[k].min}–${ACL_KINDS[k].max}`,
      })),
    },
    {
      name: 'acl_id',
      label: t('list.aclId'),
      kind: 'int',
      schema: paramField(aclCreate.param, 'acl_id'),
      required: true,
    },
  ];
  return (
    <EntityDialog<{ kind: AclKind; acl_id: number }>
      title={t('list.add')}
      okText={t('list.addOk')}
      fields={fields}
      initialValues={{ kind: 'basic' }}
      toWrite={(v) => {
        if (aclKind(v.acl_id) !== v.kind) {
          toast.error(t('list.idRule'));
          return null;
        }
        return write(aclCreate, { acl_id: v.acl_id });
      }}
      success={(v) => t('done.aclAdded', { id: v.acl_id })}
      invalidate={[aclKeys.list]}
      onClose={onClose}
    />
  );
}

const idRange = (first: number, last: number) => (first === last ? String(first) : `${first}–${last}`);

/** Deletes every ACL in a range of ids, asked first (ACL-03). */
export function DeleteAclsDialog({ onClose, from }: { onClose: () => void; from?: number }) {
  const { t } = useTranslation('acl');
  const fields: FieldSpec<{ acl_id: number; acl_id_e: number }>[] = [
    {
      name: 'acl_id',
      label: t('list.from'),
      kind: 'int',
      schema: paramField(aclDelete.param, 'acl_id'),
      required: true,
    },
    {
      name: 'acl_id_e',
      label: t('list.to'),
      kind: 'int',
      schema: paramField(aclDelete.param, 'acl_id_e'),
      required: true,
    },
  ];
  return (
    <EntityDialog<{ acl_id: number; acl_id_e: number }>
      title={t('list.deleteRange')}
      okText={t('list.deleteOk')}
      fields={fields}
      initialValues={from ? { acl_id: from, acl_id_e: from } : {}}
      toWrite={(v) => write(aclDelete, v)}
      success={(v) => t('done.aclDeleted', { range: idRange(v.acl_id, v.acl_id_e) })}
      confirm={(v) => t('list.deleteRangeConfirm', { from: v.acl_id, to: v.acl_id_e })}
      invalidate={[aclKeys.list]}
      onClose={onClose}
    />
  );
}
