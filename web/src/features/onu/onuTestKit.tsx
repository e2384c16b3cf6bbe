import { vi } from 'vitest';
import { Route, Routes } from 'react-router';
import type { CustomFlags, Envelope, OnuDetail, OnuTableRow, SystemInfo } from '@olt/protocol';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { OnuAllowPage } from './OnuAllowPage.tsx';

/** Test support: ONU rows, a device behind `fetch` that answers this screen's calls, and the page rendered. */

export function onuRow(portId: number, onuId: number, over: Partial<OnuTableRow> = {}): OnuTableRow {
  const hex = (n: number) => n.toString(16).padStart(2, '0');
  return {
    port_id: portId,
    onu_id: onuId,
    onu_name: `ONU${hex(portId)}/${hex(onuId)}`,
    macaddr: `38:3a:21:20:${hex(portId)}:${hex(onuId)}`,
    status: 'Online',
    auth_state: 1,
    register_time: '2025/03/01 10:00:00',
    last_down_time: '',
    last_down_reason: '',
    dev_type: 'SFU',
    receive_power: '-18.50',
    onu_type: 'SFU-1GE',
    rtt: '3125',
    distance: '5000',
    optical_drift: 0,
    parent: 0,
    ...over,
  };
}

const SYSTEM: SystemInfo = {
  product_name: 'HSGQ-E08',
  sys_ver: 'V1',
  fw_ver: 'V1',
  hw_ver: 'V1',
  bl_ver: 'V1',
  macaddr: '38:3a:21:f0:01:b0',
  sn: 'SN1',
  device_type: 1,
  ponports: 8,
  geports: 4,
  xgeports: 0,
  vendor: 'Neutral',
  build_time: '2024/03/02 10:00:00',
  size: 32,
  lic_available: 20,
  lic_total: 0,
};

const FLAGS: CustomFlags = {
  custom: 0,
  hsgq: 0,
  addonu: 1,
  pon_authmode: 1,
  frpc: 0,
  captcha: 0,
  fix_lang: 0,
  mac_auth: 0,
  alarm_save: 0,
};

export interface Seen {
  method: string;
  path: string;
  query: URLSearchParams;
  body: { method?: string; param?: Record<string, unknown> } | undefined;
}

const ok = (data?: unknown): Envelope => ({ code: 1, message: 'success', ...(data === undefined ? {} : { data }) });

function detailOf(row: OnuTableRow): OnuDetail {
  return {
    port_id: row.port_id,
    onu_id: row.onu_id,
    llid: row.onu_id - 1,
    onu_name: row.onu_name,
    onu_desc: 'Back office',
    auth_mode: 'mac',
    auth_state: row.auth_state === 1 ? 'TRUE' : 'FALSE',
    status: row.status,
    onu_type: '',
    dev_type: row.dev_type,
    rtt: '18',
    macaddr: row.macaddr,
    loid: 'loid-1',
    password: '',
    upgrade_type: '',
    ctcver: '2.1',
    software_ver: 'V2.1.7',
    hardware_ver: 'HW1',
    vendor: 'ACME',
    sn_model: 'X-100',
    chip_model: 'C1',
    onu_chip: 'CV',
    fw_ver: '0000',
    geports: 1,
    wlan: 0,
    extmodel: 'X-100',
    distance: '5000',
  };
}

/**
 * A device answering the ONU screen: the search (ONU-X1) filters the rows as the server does for name and MAC, every
 * write is recorded and answered by `writeAnswer` (success unless a test says otherwise).
 */
export function fakeOnuDevice(initial: OnuTableRow[], { flags = FLAGS }: { flags?: CustomFlags } = {}) {
  const device = {
    rows: [...initial],
    seen: [] as Seen[],
    writeAnswer: ((): Envelope => ok()) as (request: Seen) => Envelope,
    get searches() {
      return device.seen.filter((r) => r.path === '/onutable');
    },
    posts(path: string, form: string) {
      return device.seen.filter((r) => r.method === 'POST' && r.path === path && r.query.get('form') === form);
    },
  };
  const search = (q: URLSearchParams): OnuTableRow[] =>
    device.rows.filter((row) => {
      const text = q.get('text')?.toLowerCase();
      if (text && !row.macaddr.includes(text) && !row.onu_name.toLowerCase().includes(text)) return false;
      const status = q.get('status');
      if (status === 'offline' ? row.status === 'Online' : status && row.status !== status) return false;
      const devType = q.get('dev_type');
      if (devType && row.dev_type !== devType) return false;
      const port = q.get('port_id');
      return !port || row.port_id === Number(port);
    });
  const answer = (request: Seen): Envelope => {
    const { method, path, query } = request;
    if (method === 'POST') return device.writeAnswer(request);
    if (path === '/board' && query.get('info') === 'system') return ok(SYSTEM);
    if (path === '/switch_port') return ok([]);
    if (path === '/system_custom') return ok(flags);
    if (path === '/onutable' && query.get('form') === 'search') {
      const rows = search(query);
      return ok({ total: rows.length, rows });
    }
    const row = device.rows.find(
      (r) => r.port_id === Number(query.get('port_id')) && r.onu_id === Number(query.get('onu_id')),
    );
    if (path === '/onumgmt' && row) {
      if (query.get('form') === 'base-info') return ok(detailOf(row));
      if (query.get('form') === 'config') return ok({ fec_mode: 1 });
      if (query.get('form') === 'optical-diagnose') {
        return ok({
          work_temprature: '41 C',
          work_voltage: '3.3 V',
          transmit_bias: '12 mA',
          transmit_power: '2.1 dBm',
          receive_power: `${row.receive_power} dBm`,
        });
      }
    }
    return { code: 2, message: `error: ${method} ${path} is not in this fake` };
  };
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://olt.test');
      const request: Seen = {
        method: init.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        body: typeof init.body === 'string' ? (JSON.parse(init.body) as Seen['body']) : undefined,
      };
      device.seen.push(request);
      return Promise.resolve(
        new Response(JSON.stringify(answer(request)), { headers: { 'content-type': 'application/json' } }),
      );
    }),
  );
  return device;
}

export function renderOnuPage({ at = '/onu_allow', lang = 'en' }: { at?: string; lang?: 'en' | 'zh' } = {}) {
  return renderWithProviders(
    <Routes>
      <Route path="/onu_allow" element={<OnuAllowPage title={lang === 'en' ? 'ONU table' : 'ONU 列表'} />} />
    </Routes>,
    { at, lang },
  );
}
