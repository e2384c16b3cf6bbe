import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import i18next from 'i18next';
import { DEFAULT_PASSWORD_KEY } from '../login/loginApi.ts';
import { confirm } from '../lib/feedback.ts';
import { ADVANCED_BASE } from './menu.ts';

/**
 * Once after the factory account signed in with its factory password (spec §6), suggests changing it. The flag is
 * removed first, so a refresh or a second shell mount does not ask again. (The sign-in page shows the welcome.)
 */
export function useDefaultPasswordWarning(): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (sessionStorage.getItem(DEFAULT_PASSWORD_KEY) !== '1') return;
    sessionStorage.removeItem(DEFAULT_PASSWORD_KEY);
    void confirm(i18next.t('shell:defaultPassword.text'), {
      title: i18next.t('shell:defaultPassword.title'),
      okText: i18next.t('shell:defaultPassword.change'),
      cancelText: i18next.t('shell:defaultPassword.later'),
    }).then((isChanging) => {
      if (isChanging) void navigate(`${ADVANCED_BASE}/user_mgmt`);
    });
  }, [navigate]);
}
