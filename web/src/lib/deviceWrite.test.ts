import { describe, expect, it } from 'vitest';
import { vlanDestroy } from '@olt/protocol';
import { fakeDevice, ok } from '../test/device.ts';
import { signedInScreen } from '../test/signedInScreen.ts';
import { runWrites, write } from './deviceWrite.ts';

signedInScreen();

/** A device answering each VLAN delete by its id: 2 refused, 3 applied in part, others done. */
function answering() {
  const device = fakeDevice();
  device.reply(vlanDestroy, ({ param }) => {
    if (param?.vlan_id === 2) return { code: 2, message: 'error: VLAN 2 is in use' };
    if (param?.vlan_id === 3) return { code: 2, message: 'warning: some ports kept it' };
    return ok();
  });
  return device;
}
const deletes = (...ids: number[]) => ids.map((vlan_id) => write(vlanDestroy, { vlan_id }));

describe('runWrites classifies every answer as spec §4 does', () => {
  it('stops at the first error unless told to go on', async () => {
    const device = answering();
    const result = await runWrites(deletes(1, 2, 4));
    expect(result).toMatchObject({ isClean: false, hasFailed: true, hasChanged: true, done: 1, failed: 1 });
    expect(device.sent(vlanDestroy)).toHaveLength(2);
  });

  it('takes a warning as applied in part and goes on; keepGoing sends past an error', async () => {
    const device = answering();
    const result = await runWrites(deletes(3, 2, 4), { keepGoing: true });
    expect(result).toMatchObject({ hasFailed: true, hasChanged: true, done: 1, failed: 2 });
    expect(result.outcomes).toEqual([false, false, true]);
    expect(device.sent(vlanDestroy)).toHaveLength(3);
  });

  it('sends a few at a time in bulk and answers success only when every step succeeded', async () => {
    const device = answering();
    const result = await runWrites(deletes(4, 5, 6, 7, 8), { parallel: 2 });
    expect(result).toMatchObject({ isClean: true, hasFailed: false, done: 5, failed: 0 });
    expect(device.sent(vlanDestroy).map((r) => r.param?.vlan_id)).toEqual([4, 5, 6, 7, 8]);
  });
});
