import { useState } from 'react';
import { Button, Card, Empty, Flex } from 'antd';
import { aclDelete, aclKind, type AclKind, type AclRow } from '@olt/protocol';
import { PageHeader } from '../../components/PageHeader.tsx';
import { EntityTable } from '../../components/kit/EntityTable.tsx';
import { useMayWrite } from '../../lib/access.ts';
import { write } from '../../lib/deviceWrite.ts';
import { useTranslation } from '../../lib/translation.ts';
import { AddAclDialog, DeleteAclsDialog } from './AclDialogs.tsx';
import { aclKeys, useAcls } from './aclQueries.ts';
import { RulesPanel } from './RulesPanel.tsx';

/**
 * ACL management (screens.md §15.2): the ACLs by id with their kind and rule count; the chosen ACL's rules below,
 * in match order, with their hits, reordering and forms that follow the ACL's kind.
 */
export function AclPage({ title }: { title: string }) {
  const { t } = useTranslation('acl');
  const acls = useAcls();
  const mayWrite = useMayWrite('switch');
  const [chosen, setChosen] = useState<number | null>(null);
  const [deleting, setDeleting] = useState(false);
  const rows = acls.data ?? [];
  const shown = rows.find((a) => a.acl_id === chosen) ?? rows[0];
  const kindOf = (id: number) => aclKind(id) as AclKind;
  return (
    <Card variant="borderless" data-page="acl_mgmt">
      <PageHeader title={title} />
      <Flex vertical gap="large">
        <EntityTable<AclRow>
          rows={rows}
          loading={acls.isPending}
          rowKey={(a) => a.acl_id}
          area="switch"
          toolbar={
            <Button danger disabled={!mayWrite || rows.length === 0} onClick={() => setDeleting(true)}>
              {t('list.deleteRange')}
            </Button>
          }
          columns={[
            {
              title: t('list.aclId'),
              key: 'acl_id',
              render: (_, a) => (
                <Button
                  type="link"
                  size="small"
                  aria-pressed={a.acl_id === shown?.acl_id}
                  style={a.acl_id === shown?.acl_id ? { fontWeight: 600 } : undefined}
                  onClick={() => setChosen(a.acl_id)}
                >
                  {a.acl_id}
                </Button>
              ),
            },
            { title: t('list.kind'), key: 'kind', render: (_, a) => t(`kind.${kindOf(a.acl_id)}`) },
            { title: t('list.ruleCount'), key: 'count', render: (_, a) => a.rule.length },
          ]}
          actionsTitle={t('actions')}
          invalidate={[aclKeys.list]}
          add={{ label: t('list.add'), dialog: (onClose) => <AddAclDialog onClose={onClose} /> }}
          rowActions={[
            {
              key: 'delete',
              label: t('delete'),
              danger: true,
              write: (a) => write(aclDelete, { acl_id: a.acl_id, acl_id_e: a.acl_id }),
              confirm: (a) => t('list.deleteRangeConfirm', { from: a.acl_id, to: a.acl_id }),
              success: (a) => t('done.aclDeleted', { range: a.acl_id }),
            },
          ]}
        />
        {shown ? (
          <RulesPanel key={shown.acl_id} acl={shown} kind={kindOf(shown.acl_id)} />
        ) : (
          !acls.isPending && <Empty description={t('list.none')} />
        )}
      </Flex>
      {deleting && <DeleteAclsDialog onClose={() => setDeleting(false)} />}
    </Card>
  );
}
