import { describe, expect, it } from 'vitest';
import { computeTree, type TreeBridge, type TreeLink, type TreePort } from './spanningTree.ts';

/** A chain inside one region: R (the regional root) – A – B – C, 1 Gbit/s links. */
function chain(maxHops: number) {
  const names = ['r', 'a', 'b', 'c'];
  const bridges: TreeBridge[] = names.map((key, i) => ({
    key,
    priority: i === 0 ? 4096 : 32768,
    mac: `00:00:00:00:00:0${i + 1}`,
    running: true,
    maxHops: i === 0 ? maxHops : 20,
  }));
  const ports: TreePort[] = [];
  const links: TreeLink[] = [];
  for (let i = 0; i + 1 < names.length; i++) {
    const a = `${names[i]}:2`;
    const b = `${names[i + 1]}:1`;
    ports.push({ key: a, bridge: names[i]!, number: 2, priority: 128, cost: 20_000, up: true });
    ports.push({ key: b, bridge: names[i + 1]!, number: 1, priority: 128, cost: 20_000, up: true });
    links.push({ a, b });
  }
  return computeTree(bridges, ports, links);
}

describe('MSTP max hops (802.1s)', () => {
  it('counts the remaining hops down one per bridge from the regional root', () => {
    const t = chain(20);
    expect(['r', 'a', 'b', 'c'].map((k) => t.rootOf.get(k)?.hops)).toEqual([20, 19, 18, 17]);
    expect(t.rootOf.get('c')?.rootMac).toBe('00:00:00:00:00:01');
    expect(t.roles.get('c:1')).toBe('Root');
  });

  it('a bridge farther from the root than max hops discards its information and declares itself root', () => {
    const t = chain(2);
    // A receives 2, B receives 1: both take R; C receives 0 and discards it
    expect(t.rootOf.get('b')?.rootMac).toBe('00:00:00:00:00:01');
    expect(t.rootOf.get('b')?.hops).toBe(0);
    expect(t.rootOf.get('c')?.rootMac).toBe('00:00:00:00:00:04');
    expect(t.roles.get('b:1')).toBe('Root');
    expect(t.roles.get('c:1')).toBe('Designated');
    expect(t.heard.has('c:1')).toBe(false);
    expect(t.rootPort.has('c')).toBe(false);
    // one more hop and C takes R's information again
    const wider = chain(3);
    expect(wider.rootOf.get('c')?.rootMac).toBe('00:00:00:00:00:01');
    expect(wider.roles.get('c:1')).toBe('Root');
  });

  it('without a hop count (RSTP, or the CIST between regions) distance does not matter', () => {
    const t = chain(1);
    const noHops = computeTree(
      [...'rabc'].map((key, i) => ({
        key,
        priority: i === 0 ? 4096 : 32768,
        mac: `00:00:00:00:00:0${i + 1}`,
        running: true,
      })),
      [...t.offered.keys()].map((key) => ({
        key,
        bridge: key[0]!,
        number: Number(key[2]),
        priority: 128,
        cost: 20_000,
        up: true,
      })),
      [
        { a: 'r:2', b: 'a:1' },
        { a: 'a:2', b: 'b:1' },
        { a: 'b:2', b: 'c:1' },
      ],
    );
    // max hops 1: A takes R, B receives none left and is its own root, and C takes B
    expect(t.rootOf.get('b')?.rootMac).toBe('00:00:00:00:00:03');
    expect(t.rootOf.get('c')?.rootMac).toBe('00:00:00:00:00:03');
    expect(noHops.rootOf.get('c')?.rootMac).toBe('00:00:00:00:00:01');
    expect(noHops.rootOf.get('c')?.hops).toBeUndefined();
  });
});
