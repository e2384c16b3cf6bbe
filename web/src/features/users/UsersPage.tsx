import { useState } from 'react';
import { Alert, Button, Card } from 'antd';
import { KeyOutlined } from '@ant-design/icons';
import { useTranslation } from '../../lib/translation.ts';
import { FACTORY_ACCOUNT, VENDOR_ACCOUNT, userDelete, type UserRow } from '@olt/protocol';
import { PageHeader } from '../../components/PageHeader.tsx';
import { EntityTable } from '../../components/kit/EntityTable.tsx';
import { write } from '../../lib/deviceWrite.ts';
import { useMayRead, useMayWrite } from '../../lib/access.ts';
import { AddUserDialog } from './AddUserDialog.tsx';
import { PasswordDialog } from './PasswordDialog.tsx';
import { useUserColumns } from './userColumns.tsx';
import { SETS_OTHERS_PASSWORDS_UP_TO_LEVEL, useMe, useUsers, userKeys } from './usersQueries.ts';

/** The factory and vendor accounts cannot be deleted (USER-04). */
const FIXED_ACCOUNTS: readonly string[] = [FACTORY_ACCOUNT.name, VENDOR_ACCOUNT.name];

/**
 * User management (screens.md §9.10): the accounts with level, login limit, description and sessions; add, delete,
 * change a password. A session that may not read the accounts (a common user) gets only its own password change.
 */
export function UsersPage({ title }: { title: string }) {
  const { t } = useTranslation('users');
  const mayList = useMayRead('accounts');
  const mayChange = useMayWrite('accounts');
  const users = useUsers(mayList);
  const me = useMe().data;
  const [passwordOf, setPasswordOf] = useState<string | null>(null);
  const columns = useUserColumns();

  const rows = users.data ?? [];
  const setsOthers = me !== undefined && me.level <= SETS_OTHERS_PASSWORDS_UP_TO_LEVEL;
  const names = setsOthers ? rows.filter((r) => r.level >= me.level).map((r) => r.name) : me ? [me.name] : [];
  const ownButton = (
    <Button icon={<KeyOutlined />} disabled={!me} onClick={() => me && setPasswordOf(me.name)}>
      {t(setsOthers ? 'action.password' : 'action.ownPassword')}
    </Button>
  );

  return (
    <Card variant="borderless" data-page="user_mgmt">
      <PageHeader title={title} actions={ownButton} />
      {mayList ? (
        <EntityTable<UserRow>
          rows={rows}
          loading={users.isPending}
          rowKey={(r) => r.name}
          columns={columns}
          actionsTitle={t('list.actions')}
          area="accounts"
          invalidate={[userKeys.list]}
          add={{ label: t('action.add'), dialog: (onClose) => <AddUserDialog onClose={onClose} /> }}
          rowActions={[
            ...(setsOthers
              ? [
                  {
                    key: 'password',
                    label: t('action.password'),
                    isDisabled: (r: UserRow) => !names.includes(r.name),
                    dialog: (r: UserRow, onClose: () => void) => (
                      <PasswordDialog me={me?.name ?? ''} names={names} initial={r.name} onClose={onClose} />
                    ),
                  },
                ]
              : []),
            {
              key: 'delete',
              label: t('action.delete'),
              danger: true,
              isDisabled: (r) =>
                !mayChange || r.name === me?.name || FIXED_ACCOUNTS.includes(r.name) || r.level < (me?.level ?? 0),
              write: (r) => write(userDelete, { name: r.name }),
              confirm: (r) => t('action.deleteConfirm', { name: r.name }),
              success: (r) => t('action.deleted', { name: r.name }),
            },
          ]}
        />
      ) : (
        <Alert type="info" showIcon title={t('accountsHidden')} />
      )}
      {passwordOf !== null && me && (
        <PasswordDialog
          me={me.name}
          names={setsOthers ? names : [me.name]}
          initial={passwordOf}
          onClose={() => setPasswordOf(null)}
        />
      )}
    </Card>
  );
}
