import { useEffect } from 'react';
import { useLanguage } from '../lib/language.ts';
import type { PageFacts } from '@olt/protocol/light';
import { useSession } from '../lib/session.ts';
import { LoginBrand } from './LoginBrand.tsx';
import { LoginForm } from './LoginForm.tsx';
import { prepareLoginKey } from './loginApi.ts';
import { useLoginText } from './loginText.ts';
import { useDeviceFacts } from './useDeviceFacts.ts';
import { usePrefetchOnce } from './usePrefetchOnce.ts';
// its style sheet (login.css) is the entry's (main.ts), which the device writes inline into the page it renders: an
// import here would tie the entry to the login page's chunk for it (build/ownChunks.ts)

interface LoginScreenProps {
  /** what the device wrote into the page (lib/pageFacts.ts); null: ask the device */
  facts: PageFacts | null;
  /** answers when the console's first view is on screen (the device's render of the home, where it sends one) */
  onSignedIn: () => Promise<unknown> | void;
  /** fetch the console chunk; called once */
  onPrefetch: () => void;
}

/**
 * The login page (spec §2): plain React and one small style sheet, so it shows at once on any device. The device
 * writes its language, theme, model and switches into the page it serves (lib/pageFacts.ts), so the first paint has
 * the complete card, with no call and no fade; a page without them (the dev server) asks the device instead.
 */
export function LoginScreen({ facts, onSignedIn, onPrefetch }: LoginScreenProps) {
  const t = useLoginText();
  const { custom, board, hasLogo } = useDeviceFacts(facts);
  const prefetch = usePrefetchOnce(() => {
    onPrefetch();
    void prepareLoginKey();
  });

  useEffect(() => {
    // opening the login page ends any session (spec §2)
    useSession.getState().clear();
    if (!facts) void useLanguage.getState().load();
    // the device writes the theme's colours into the login page it renders (login/prerender.tsx); the theme's code
    // is loaded only where they are missing (it sets them as it loads), or the page could not say which theme it is
    if (!facts || !document.documentElement.style.getPropertyValue('--olt-primary')) {
      void import('../lib/theme.ts').then(({ useTheme }) => (facts ? undefined : useTheme.getState().load()));
    }
    // after the first paint: toasts wait in their store (toast.ts) until the host is there
    void import('./ToastHost.tsx').then((m) => m.mountToastHost());
  }, [facts]);

  return (
    <main className="login-page">
      <div className="login-card">
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
