import { renderToString } from 'react-dom/server';
import type { PageFacts } from '@olt/protocol/light';
import { themeVariables } from '../lib/theme.ts';
import { LoginScreen } from './LoginScreen.tsx';
import { RenderedLanguage } from './loginText.ts';

/** What the device writes into the login page it serves: the page's markup and its theme's colour variables. */
interface RenderedLogin {
  html: string;
  /** the `style` of `<html>`: the theme colour variables login.css reads */
  rootStyle: string;
}

const ignore = (): void => undefined;

/**
 * The login page rendered to HTML by the device server (built by `vite build --ssr` into dist/ssr, loaded by the
 * server's api/console/consolePage.ts), so the page paints complete before any of its script has run; boot.tsx hydrates it,
 * whose language store starts in the same language (lib/pageFacts.ts).
 */
export function renderLoginPage(facts: PageFacts): RenderedLogin {
  const html = renderToString(
    <RenderedLanguage value={facts.lang}>
      <LoginScreen facts={facts} onSignedIn={ignore} onPrefetch={ignore} />
    </RenderedLanguage>,
  );
  const rootStyle = themeVariables(facts.theme)
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  return { html, rootStyle };
}
