import { Button } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../lib/session.ts';
import { ADVANCED_BASE } from './menu.ts';

/** The signed-in user's name; it leads to user management, where the password is changed (screens.md §2.1). */
export function UserBadge() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const user = useSession((s) => s.user) ?? '';
  return (
    <Button
      type="text"
      className="olt-topbar-button"
      icon={<UserOutlined />}
      title={t('user.title', { name: user })}
      onClick={() => void navigate(`${ADVANCED_BASE}/user_mgmt`)}
    >
      {user}
    </Button>
  );
}
