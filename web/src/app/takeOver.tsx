import type { ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { HOME_PAGE } from '@olt/protocol/light';
import { takeDeviceRender } from '../lib/deviceRender.ts';
import { hasDictionary } from '../lib/i18n.ts';
import { useAccess } from '../lib/access.ts';
import { useLanguage } from '../lib/language.ts';
import { setRenderState } from '../lib/renderState.ts';
import { useSession } from '../lib/session.ts';
import { useTheme } from '../lib/theme.ts';
import { whenIdle } from '../lib/whenIdle.ts';

/**
 * After sign-in the device's render of the home is on screen (lib/deviceRender.ts `showDeviceRender`), made by the
 * console's own components from the answers the console now holds. The console takes it over as its own instead of
 * drawing the same page a second time beside it and swapping the two: it hydrates the render. React runs the
 * console's components once, against the render's elements, and attaches its handlers to them; the browser has no
 * element to make, lay out or paint anew (a trace: that was a third of the time from the click to the console's own
 * home; README › Ratios to the floor). React hydrates in one task rather than in a transition's slices: about 20 ms
 * in the bench's traces, below a long task, and sooner done. The render then stands in the login page's place as the
 * console's `#root`.
 *
 * Where the console's first render would differ from the device's, React draws the console afresh inside the render
 * (and reports it, as a recoverable error): slower, never wrong. `consoleOf(onShown)` is the console's element, which
 * calls `onShown` as its first render is committed. Answers the console's root; null, and nothing done, where there
 * is no render to take over or the console could not render what the device did (its language not in yet).
 */
export function takeOverDeviceRender(loginRoot: Root, consoleOf: (onShown: () => void) => ReactNode): Root | null {
  const { token, user } = useSession.getState();
  const { lang, isLoaded } = useLanguage.getState();
  if (!token || !isLoaded || !hasDictionary(lang)) return null;
  const taken = takeDeviceRender(HOME_PAGE);
  if (!taken) return null;
  const { render, pressed } = taken;
  // the device rendered with this session's values, which are the console's now: React reads them as the render's
  setRenderState({ token, user, lang, theme: useTheme.getState().theme, access: useAccess.getState().info });
  const onShown = () =>
    queueMicrotask(() => {
      document.getElementById('root')?.remove();
      render.id = 'root';
      delete render.dataset.page;
      // the login page's own clean-up, off the frame that shows the console
      whenIdle(() => loginRoot.unmount());
      if (pressed instanceof HTMLElement) pressed.click();
    });
  return hydrateRoot(render, consoleOf(onShown));
}
