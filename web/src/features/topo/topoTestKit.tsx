import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { App as AntApp } from 'antd';
import { vi } from 'vitest';
import type { Envelope, OnuStatus, OnuTableRow, Splitter } from '@olt/protocol';
import { createQueryClient } from '../../lib/queryClient.ts';
import { useFeedbackBinding } from '../../lib/feedback.ts';

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
      const envelope: Envelope = data === undefined ? { code: 2, message: `error: not in this fake: ${key}` } : { code: 1, message: 'success', data };
      return Promise.resolve(new Response(JSON.stringify(envelope)));
    }),
  );
  return device;
}

function FeedbackBinding() {
  useFeedbackBinding();
  return null;
}

export function renderWithDevice(ui: ReactNode) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <AntApp>
        <FeedbackBinding />
        <MemoryRouter>{ui}</MemoryRouter>
      </AntApp>
    </QueryClientProvider>,
  );
}

export const splitter = (splitter_id: number, parent: number, name = `S${splitter_id}`, port_id = 2): Splitter => ({
  port_id,
  splitter_id,
  name,
  description: `desc ${splitter_id}`,
  parent,
});

export const onuRow = (port_id: number, onu_id: number, status: OnuStatus, parent = 0): OnuTableRow => ({
  port_id,
  onu_id,
  onu_name: `ONU0${port_id}/0${onu_id}`,
  macaddr: `38:3a:21:aa:0${port_id}:0${onu_id}`,
  status,
  auth_state: 1,
  register_time: '2026/01/01 10:00:00',
  last_down_time: '',
  last_down_reason: '',
  dev_type: 'SFU',
  receive_power: '-21.5',
  parent,
});
