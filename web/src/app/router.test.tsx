import { afterEach, describe, expect, it } from 'vitest';
import { HOME_PATH } from '@olt/protocol/light';
import { createAppRouter, readyAppRouter, type AppRouter } from './router.tsx';

const made: AppRouter[] = [];
afterEach(() => {
  for (const router of made.splice(0)) router.dispose();
  history.replaceState(null, '', '/');
});

describe('the console’s router after sign-in', () => {
  it('is handed over with the home page’s route in, where a new router still loads it', async () => {
    history.replaceState(null, '', HOME_PATH);
    const fresh = createAppRouter();
    made.push(fresh);
    // rendered now, this router would draw the loading frame and the home a transition later
    expect(fresh.state.initialized).toBe(false);
    const ready = await readyAppRouter();
    made.push(ready);
    expect(ready.state.initialized).toBe(true);
    expect(ready.state.location.pathname).toBe(HOME_PATH);
    const home = ready.state.matches.at(-1)?.route;
    expect(home?.path).toBe(HOME_PATH);
    expect(home?.element).toBeTruthy();
  });
});
