import { Tag, type TableColumnsType } from 'antd';
import { useTranslation } from '../../lib/translation.ts';
import { LEVEL_NAMES, type UserRow } from '@olt/protocol';

/** The user table's columns (screens.md §9.10), with the password change an administrator required. */
export function useUserColumns(): TableColumnsType<UserRow> {
  const { t } = useTranslation('users');
  const levelName = (level: number) => {
    const name = LEVEL_NAMES[level];
    return name ? t(`level.${name}`) : t('level.unknown', { level });
  };
  return [
    { title: t('list.user'), dataIndex: 'name', key: 'name' },
    {
      title: t('list.status'),
      key: 'status',
      render: (_, r) => (r.status === 1 ? <Tag color="green">{t('list.online')}</Tag> : <Tag>{t('list.offline')}</Tag>),
    },
    { title: t('list.level'), key: 'level', render: (_, r) => levelName(r.level) },
    {
      title: t('list.reenter'),
      key: 'reenter',
      render: (_, r) => (r.reenter === 0 ? t('list.noLimit') : String(r.reenter)),
    },
    { title: t('list.logins'), dataIndex: 'logins', key: 'logins' },
    { title: t('list.info'), dataIndex: 'info', key: 'info' },
    {
      title: t('list.pwdChange'),
      key: 'pwd_change',
      render: (_, r) => (r.pwd_change === 1 ? <Tag color="orange">{t('list.yes')}</Tag> : null),
    },
  ];
}
