import { vi } from 'vitest';
import type { Envelope, Splitter } from '@olt/protocol';

/** One write the console sent, as the device saw it. */
export interface Posted {
  path: string;
  body: { method?: string; param?: Record<string, unknown> };
}

/** A device behind `fetch` that records every write and answers it with `answer` (success unless a test says). */
export function fakeDevice(reads: Record<string, unknown> = {}) {
  const device = { posts: [] as Posted[], answer: { code: 1, message: 'success' } as Envelope };
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://olt');
      const key = `${url.pathname}${url.search}`;
      if (init.method === 'POST') {
        device.posts.push({ path: key, body: JSON.parse(init.body as string) as Posted['body'] });
        return Promise.resolve(new Response(JSON.stringify(device.answer)));
      }
      const data = reads[key];
      const envelope: Envelope =
        data === undefined
          ? { code: 2, message: `error: not in this fake: ${key}` }
          : { code: 1, message: 'success', data };
      return Promise.resolve(new Response(JSON.stringify(envelope)));
    }),
  );
  return device;
}

export const splitter = (splitter_id: number, parent: number, name = `S${splitter_id}`, port_id = 2): Splitter => ({
  port_id,
  splitter_id,
  name,
  description: `desc ${splitter_id}`,
  parent,
});
