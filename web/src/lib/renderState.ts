import { THEME_DEFAULT, type Language } from '@olt/protocol/light';
import type { SessionInfo } from '@olt/protocol';
import { useAccess } from './access.ts';
import { useLanguage } from './language.ts';
import { useSession } from './session.ts';
import { useTheme } from './theme.ts';
import { THEME_COLORS } from './uiLimits.ts';

/** The stores' values a render of a console page is made with: the session's, its language, theme and permissions. */
export interface RenderState {
  token: string;
  user: string | null;
  lang: Language;
  theme: number;
  /** what the device said of the session (USER-X1), null where it did not */
  access: SessionInfo | null;
}

/**
 * Makes `state` the stores' server snapshot: React renders a store's server snapshot on the server and while it
 * hydrates (zustand gives `getInitialState` as that snapshot). The device sets it before it renders a page
 * (app/pagePrerender.tsx); the console sets the same values, its own, before it hydrates the device's render of the
 * page (app/takeOver.tsx), so both renders read the same and the DOM is kept.
 */
export function setRenderState({ token, user, lang, theme, access }: RenderState): void {
  Object.assign(useSession.getInitialState(), { token, user });
  Object.assign(useLanguage.getInitialState(), { lang, isLoaded: true });
  Object.assign(useTheme.getInitialState(), { theme, color: THEME_COLORS[theme] ?? THEME_COLORS[THEME_DEFAULT] });
  Object.assign(useAccess.getInitialState(), { info: access });
}
