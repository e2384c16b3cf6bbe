import * as protocol from '@olt/protocol';
import type { Envelope, Route, Splitter } from '@olt/protocol';
import { fakeDevice, ok, type FakeDevice } from './device.ts';

/** One write the console sent, as the topology tests compare it. */
export interface Posted {
  /** path and selecting query */
  path: string;
  body: { method?: string; param?: Record<string, unknown> };
}

/** The writes of the topology: splitters (PON paths) and ONUs. */
const TOPO_WRITES: Route[] = Object.values(protocol)
  .filter(protocol.isRoute)
  .filter((ep) => ep.method === 'POST' && ['/ponmgmt', '/onumgmt', '/onu_allow_list'].includes(ep.path));

/**
 * A device for the topology's drawers and dialogs: reads answered as the test says (`answer`), every write recorded
 * and answered with `writeAnswer` (success unless a test says otherwise).
 */
export function topoDevice(): FakeDevice & { readonly posts: Posted[]; writeAnswer: Envelope } {
  const base = fakeDevice();
  const device = {
    ...base,
    writeAnswer: ok(),
    get posts(): Posted[] {
      return base.requests.filter((r) => r.method === 'POST').map((r) => ({ path: r.url, body: r.body ?? {} }));
    },
  };
  for (const ep of TOPO_WRITES) base.reply(ep, () => device.writeAnswer);
  return device;
}

export const splitter = (splitter_id: number, parent: number, name = `S${splitter_id}`, port_id = 2): Splitter => ({
  port_id,
  splitter_id,
  name,
  description: `desc ${splitter_id}`,
  parent,
});
