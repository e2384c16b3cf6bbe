import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { initI18n } from '../lib/i18n.ts';
import { useSession } from '../lib/session.ts';

/**
 * The frame of a screen test file, called at its top level: texts in English, a signed-in `user` before each test
 * (the API client sends its token), and the test's stand-in for `fetch` removed after it.
 */
export function signedInScreen({ user = 'root' }: { user?: string } = {}): void {
  beforeAll(() => {
    initI18n('en');
  });
  beforeEach(() => {
    useSession.setState({ token: 'token', user });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
}
