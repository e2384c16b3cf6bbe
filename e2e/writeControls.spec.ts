import { test, expect, signIn, apiToken, apiPost } from './fixtures.ts';
import { loginKey, loginValue } from '../protocol/src/core/md5.ts';
import { LEVEL_NAMES, mayWrite, type PermissionArea } from '../protocol/src/core/permissions.ts';
import { builtPages, walkWriteControls } from './writeWalk.ts';

/**
 * Every write control of every built screen, walked as each level the permission table restricts (operator and
 * common user; the levels above change every area but the vendor's). A control the level may not use is disabled:
 * nothing it can click sends a change of an area the device's table (permissions.ts) refuses it.
 */
test.use({ viewport: { width: 1366, height: 768 } });
test.setTimeout(600_000);
// the two walks are the longest tests of the run: with two workers they may go side by side
test.describe.configure({ mode: 'parallel' });

for (const level of [5, 4]) {
  test(`the ${LEVEL_NAMES[level]} level can click no control that writes what the level may not change`, async ({
    page,
    device,
  }) => {
    const name = `walk${level}`;
    const root = await apiToken(device.url);
    const added = await apiPost(device.url, root, '/usermgmt?form=userlist', {
      method: 'add',
      param: { name, key: loginKey(name, 'walk1234'), value: loginValue('walk1234'), level, reenter: 2, info: '' },
    });
    expect(added.code).toBe(1);
    await signIn(page, { name, password: 'walk1234' });

    const attempts = await walkWriteControls(page, builtPages());
    const refused = attempts.filter((a) => !mayWrite(level, a.area as PermissionArea));
    expect(refused, JSON.stringify(refused, null, 1)).toEqual([]);
    // the walk reaches the writes a level may make: an operator's ONU and PON writes were sent (and refused by it);
    // its own password is a form the walk does not fill, so no session write is expected of it
    if (level === 4) expect(new Set(attempts.map((a) => a.area))).toEqual(new Set(['onu', 'pon']));
  });
}
