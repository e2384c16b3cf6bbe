import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@olt/protocol/reference';
import type { Endpoint } from '@olt/protocol';
import { openDeviceSession, type DeviceSession } from './deviceApi.ts';

/**
 * Field programs write back what they read: a GET's answer, sent unchanged to the POST of the same path and form, is
 * accepted. Walks every such pair the protocol defines whose read answers one object, with the ids a read needs
 * taken from the device (an online ONU of PON01, uplink GE01).
 */
let s: DeviceSession;
beforeAll(async () => {
  s = await openDeviceSession();
});
afterAll(() => s.close());

const sameForm = (a: Endpoint, b: Endpoint) =>
  a.path === b.path && new URLSearchParams(a.select).toString() === new URLSearchParams(b.select).toString();

/** Query values a read may need, by name. */
function queryFor(read: Endpoint, onu: { port_id: number; onu_id: number }): string | null {
  const shape = (read.query as { shape?: Record<string, unknown> }).shape ?? {};
  const values: Record<string, string> = { ...read.select };
  for (const key of Object.keys(shape)) {
    if (key === 'port_id') values[key] = String(onu.port_id);
    else if (key === 'onu_id') values[key] = String(onu.onu_id);
    else if (key === 'uni_id' || key === 'port_no' || key === 'eth_id') values[key] = '1';
  }
  const parsed = read.query.safeParse(Object.fromEntries(Object.entries(values).filter(([k]) => !(k in read.select))));
  return parsed.success ? new URLSearchParams(values).toString() : null;
}

describe('written back unchanged, a read is accepted by its write', () => {
  it('walks every read/write pair of one object', async () => {
    const onu = s.olt.onus.table().find((r) => r.status === 'Online' && r.port_id === 1)!;
    const pairs = ENDPOINTS.filter((w) => w.method === 'POST' && w.verb === 'set' && !w.isAction).flatMap((w) => {
      const read = ENDPOINTS.find((r) => r.method === 'GET' && !r.isAction && sameForm(r, w));
      return read ? [{ read, write: w }] : [];
    });
    expect(pairs.length).toBeGreaterThan(30);
    // not write-backs: the time read answers the clock and uptime, not the setting; the vendor settings are the
    // factory account's, refused to root as they should be
    const notPairs = new Set(['TIME-05', 'SYS-04s']);
    const refused: string[] = [];
    let walked = 0;
    for (const { read, write } of pairs) {
      const query = queryFor(read, onu);
      if (query === null || notPairs.has(write.id)) continue;
      const answer = await s.read(`${read.path}?${query}`);
      if (answer.code !== 1 || typeof answer.data !== 'object' || answer.data === null || Array.isArray(answer.data))
        continue;
      walked++;
      // the ids it asked with go back with it, as a script that read one ONU or port writes that one
      const ids = Object.fromEntries([...new URLSearchParams(query)].filter(([k]) => !(k in read.select)));
      const back = await s.write(`${write.path}?${query}`, 'set', { ...ids, ...answer.data });
      if (back.code !== 1) refused.push(`${write.id} ${write.path}?${query}: (${back.code}) ${back.message}`);
    }
    expect(walked).toBeGreaterThan(15);
    expect(refused).toEqual([]);
  });

  it('without flags, changes what differs from the read and nothing else; an action is never derived', async () => {
    const port = (await s.read<Record<string, unknown>>('/switch_port?form=port_info&port_id=9')).data!;
    const changed = await s.write('/switch_port?form=port_info', 'set', { ...port, port_id: 9, port_desc: 'to-core' });
    expect(changed).toMatchObject({ code: 1 });
    const after = (await s.read<Record<string, unknown>>('/switch_port?form=port_info&port_id=9')).data!;
    expect(after).toEqual({ ...port, port_desc: 'to-core' });

    const onu = s.olt.onus.table().find((r) => r.status === 'Online')!;
    const ids = { port_id: onu.port_id, onu_id: onu.onu_id };
    const renamed = await s.write('/onumgmt?form=config', 'set', {
      ...ids,
      onu_name: 'bakery',
      onu_desc: 'corner shop',
      txsupply_time: 60,
    });
    expect(renamed.message).toBe('success');
    const row = s.olt.onus.table().find((r) => r.port_id === onu.port_id && r.onu_id === onu.onu_id)!;
    // renamed, and still online: turning the transmitter off needs its flag
    expect(row).toMatchObject({ onu_name: 'bakery', status: 'Online' });
  });
});
