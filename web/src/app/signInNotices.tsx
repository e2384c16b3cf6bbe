import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../lib/translation.ts';
import { DEFAULT_PASSWORD_KEY } from '../login/loginApi.ts';
import { sessionValue } from '../lib/sessionKeys.ts';
import { PlainConfirm } from '../components/plain/PlainConfirm.tsx';
import { useIsOwnRender } from '../lib/useIsOwnRender.ts';
import { ADVANCED_BASE } from './menu.ts';

/**
 * Once after the factory account signed in with its factory password (spec §6), suggests changing it. The flag is
 * removed as it shows, so a refresh or a second shell mount does not ask again. (The sign-in page shows the welcome.)
 * A plain dialog, not Ant Design's: it opens in the sign-in flow, which Ant Design's first modal slowed by a long
 * task.
 */
export function DefaultPasswordNotice() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const [isShown, setShown] = useState(() => sessionValue(DEFAULT_PASSWORD_KEY) === '1');
  // the flag is this tab's: the device's render of the page cannot show the dialog
  const isOwnRender = useIsOwnRender();
  useEffect(() => {
    if (!isShown) return;
    try {
      sessionStorage.removeItem(DEFAULT_PASSWORD_KEY);
    } catch {
      // a profile that refuses the storage never set the flag either
    }
  }, [isShown]);
  if (!isShown || !isOwnRender) return null;
  return (
    <PlainConfirm
      title={t('defaultPassword.title')}
      okText={t('defaultPassword.change')}
      cancelText={t('defaultPassword.later')}
      onOk={() => {
        setShown(false);
        void navigate(`${ADVANCED_BASE}/user_mgmt`);
      }}
      onCancel={() => setShown(false)}
    >
      {t('defaultPassword.text')}
    </PlainConfirm>
  );
}
