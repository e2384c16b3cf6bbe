import { useEffect, useState } from 'react';
import { useLanguage } from '../lib/language.ts';
import { useSession } from '../lib/session.ts';
import { useTheme } from '../lib/theme.ts';
import { LoginBrand } from './LoginBrand.tsx';
import { LoginForm } from './LoginForm.tsx';
import { mountToastHost } from './ToastHost.tsx';
import { useLoginText } from './loginText.ts';
import { useDeviceFacts } from './useDeviceFacts.ts';
import { usePrefetchOnce } from './usePrefetchOnce.ts';
import './login.css';

/** How long the card waits for the device's language before showing in the default one anyway. */
const LANGUAGE_WAIT_MS = 800;

interface LoginScreenProps {
  onSignedIn: () => void;
  /** fetch the console chunk; called once */
  onPrefetch: () => void;
}

/** The login page (spec §2): plain React and one small style sheet, so it shows at once on any device. */
export function LoginScreen({ onSignedIn, onPrefetch }: LoginScreenProps) {
  const t = useLoginText();
  const { custom, board, hasLogo } = useDeviceFacts();
  const prefetch = usePrefetchOnce(onPrefetch);
  const isLanguageKnown = useLanguage((s) => s.isLoaded);
  const [hasWaited, setWaited] = useState(false);

  useEffect(() => {
    // opening the login page ends any session (spec §2)
    useSession.getState().clear();
    void useLanguage.getState().load();
    void useTheme.getState().load();
    mountToastHost();
    const timer = setTimeout(() => setWaited(true), LANGUAGE_WAIT_MS);
    return () => clearTimeout(timer);
  }, []);

  // the card fades in once its language is known, rather than flashing English before switching to Chinese
  const isReady = isLanguageKnown || hasWaited;

  return (
    <main className="login-page">
      <div className={`login-card${isReady ? ' is-ready' : ''}`}>
        <LoginBrand board={board} hasLogo={hasLogo} showCopyright={custom?.hsgq === 1} />
        <section className="login-panel" aria-labelledby="login-title">
          <h1 id="login-title" className="login-title">
            {t('title')}
          </h1>
          <LoginForm
            showLanguage={custom?.fix_lang === 0}
            isCaptchaOn={custom?.captcha === 1}
            onSignedIn={onSignedIn}
            onActivity={prefetch}
          />
        </section>
      </div>
    </main>
  );
}
