import { UserOutlined } from '../components/plain/plainIcons.ts';
import { useTranslation } from '../lib/translation.ts';
import { Link } from 'react-router';
import { ADVANCED_BASE } from '@olt/protocol/light';
import { useSession } from '../lib/session.ts';

/** The signed-in user's name; it leads to user management, where the password is changed (screens.md §2.1). */
export function UserBadge() {
  const { t } = useTranslation('shell');
  const user = useSession((s) => s.user) ?? '';
  return (
    <Link to={`${ADVANCED_BASE}/user_mgmt`} className="olt-topbar-button" title={t('user.title', { name: user })}>
      <UserOutlined />
      {user}
    </Link>
  );
}
