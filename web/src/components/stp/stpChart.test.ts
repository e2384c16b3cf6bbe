import { describe, expect, it } from 'vitest';
import type { StpBlocking, StpLink, StpTopology } from '@olt/protocol';
import { blockingSentence } from './blockingWords.ts';
import { linkLook, stpOption } from './stpChart.ts';

const LOOK = {
  forwarding: 'green',
  learning: 'orange',
  blocked: 'red',
  down: 'grey',
  olt: 'blue',
  bridge: 'black',
  root: 'gold',
  text: 'black',
};
const end = (bridge: string, port: string, role: string, state: string) => ({ bridge, port, role, state });
const link = (a: ReturnType<typeof end>, b: ReturnType<typeof end>, up = 1): StpLink => ({
  a,
  b,
  up,
  path_cost: 20000,
});

describe('the spanning tree drawing', () => {
  it('draws a link by its worst end: down dotted, discarding dashed red, learning orange, else solid green', () => {
    const fwd = end('OLT', 'XGE01', 'Root', 'Forwarding');
    const far = end('AGG-1', 'eth1/1', 'Designated', 'Forwarding');
    expect(linkLook(link(fwd, far), LOOK)).toEqual({ color: 'green', type: 'solid' });
    expect(linkLook(link(end('OLT', 'GE01', 'Alternate', 'Discarding'), far), LOOK)).toEqual({
      color: 'red',
      type: 'dashed',
    });
    expect(linkLook(link(end('OLT', 'GE01', 'Root', 'Learning'), far), LOOK).color).toBe('orange');
    expect(linkLook(link(fwd, far, 0), LOOK)).toEqual({ color: 'grey', type: 'dotted' });
  });

  it('puts the root on top and bends parallel links apart', () => {
    const topo: StpTopology = {
      bridges: [
        { name: 'OLT', priority: 32768, address: 'a', olt: 1, root: 0, root_path_cost: 4000, root_port: 'XGE01' },
        { name: 'CORE-1', priority: 4096, address: 'b', olt: 0, root: 1, root_path_cost: 0, root_port: '' },
      ],
      links: [
        link(end('OLT', 'XGE01', 'Root', 'Forwarding'), end('CORE-1', 'e1', 'Designated', 'Forwarding')),
        link(end('OLT', 'GE01', 'Alternate', 'Discarding'), end('CORE-1', 'e2', 'Designated', 'Forwarding')),
      ],
      blocking: [],
      tc_count: 0,
      tc_age_s: -1,
    };
    const words = { role: (r: string) => r, state: (s: string) => s, rootMark: 'Root', cost: (c: number) => String(c) };
    const series = (
      stpOption(topo, LOOK, words).series as {
        data: { id: string; y: number }[];
        edges: { lineStyle: { curveness: number } }[];
      }[]
    )[0];
    expect(series?.data.map((n) => n.id)).toEqual(['CORE-1', 'OLT']);
    expect(series?.edges.map((e) => e.lineStyle.curveness)).toEqual([0, 0.3]);
  });

  it('says why a port blocks with the root, the root port and the better BPDU', () => {
    const b: StpBlocking = {
      port_id: 9,
      role: 'Alternate',
      state: 'Discarding',
      reason: 'alternate',
      root_name: 'CORE-1',
      root_priority: 4096,
      root_address: '00:1e:c0:10:00:01',
      root_port: 'XGE01',
      root_path_cost: 4000,
      heard_bridge: 'CORE-1',
      heard_priority: 4096,
      heard_address: '00:1e:c0:10:00:01',
      heard_cost: 0,
      heard_port: '128.1',
      own_cost: 4000,
      wait_s: 0,
    };
    const said = blockingSentence(b, 'GE01', { role: (r) => r, state: (s) => s });
    expect(said.key).toBe('why.alternate');
    expect(said.args).toMatchObject({ port: 'GE01', root: 'CORE-1', rootPort: 'XGE01', heardCost: 0, cost: 4000 });
    expect(blockingSentence({ ...b, reason: 'waiting' }, 'GE01', { role: (r) => r, state: (s) => s }).key).toBe(
      'why.waiting',
    );
  });
});
