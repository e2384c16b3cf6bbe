import { vi } from 'vitest';
import type {
  AlarmEntry,
  CustomFlags,
  Envelope,
  Menu,
  OnuTableRow,
  PonSummary,
  SystemInfo,
  TrafficSample,
  VlanRow,
} from '@olt/protocol';
import { onuRow } from '../test/onuRow.ts';

/** One request the console made, as the device saw it. */
export interface SeenRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: { method?: string; param?: Record<string, unknown> } | undefined;
}

type Answer = Envelope | ((request: SeenRequest) => Envelope);

export const SAMPLE_SYSTEM: SystemInfo = {
  product_name: 'HSGQ-E08',
  sys_ver: 'I_V1.0.0_Rel',
  fw_ver: 'I_V1.0.7_Rel',
  hw_ver: 'I_V1.0.0_Rel',
  bl_ver: 'V1.0_Rel',
  macaddr: '38:3a:21:f0:01:b0',
  sn: 'SN0001',
  device_type: 1,
  ponports: 8,
  geports: 4,
  xgeports: 4,
  vendor: 'Neutral',
  build_time: '2024/03/02 10:00:00',
  size: 32,
  lic_available: 20,
  lic_total: 0,
};

/** The menu of the sample device (screens.md §2.3), trimmed to what the tests walk through. */
export const SAMPLE_MENU: Menu = {
  page: 'advanced',
  menu: [
    { name: 'running_status' },
    { name: 'system_mgmt', children: [{ name: 'dev_mgmt' }, { name: 'user_mgmt' }] },
    { name: 'pon_mgmt', children: [{ name: 'onu_deny' }, { name: 'pon_setting' }] },
    { name: 'ACL/QoS', children: [{ name: 'acl_mgmt' }, { name: 'QoS' }] },
    { name: 'vendor_extra' },
    { name: 'link_aggregation' },
  ],
};

export const SAMPLE_CUSTOM: CustomFlags = {
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

const ok = (data?: unknown): Envelope => ({ code: 1, message: 'success', ...(data === undefined ? {} : { data }) });

// What the pages inside the shell read, kept small: the shell tests look at the frame around them, not at their data.

/** Two PONs with ONUs, the other six dark (sample ponInfo.json). */
const SAMPLE_PONS: PonSummary[] = Array.from({ length: SAMPLE_SYSTEM.ponports }, (_, i) => ({
  port_id: i + 1,
  admin_status: 1,
  status: i < 2 ? 1 : 0,
  online: i === 0 ? 2 : i === 1 ? 1 : 0,
  offline: i === 0 ? 1 : 0,
}));

/** The ONUs behind SAMPLE_PONS. */
const SAMPLE_ONUS: OnuTableRow[] = [
  onuRow(1, 1, 'Online'),
  onuRow(1, 2, 'Online'),
  onuRow(1, 3, 'Offline'),
  onuRow(2, 1, 'Online'),
];

const SAMPLE_ALARMS: AlarmEntry[] = [
  { alarm_id: 21, level: 1, content: 'ONU01/03 dying gasp', time: '2026/01/02 09:30:00' },
];

// the first uplink (GE01 follows the eight PONs) carrying a little traffic
const SAMPLE_TRAFFIC: { port_id: number; samples: TrafficSample[] }[] = [
  {
    port_id: SAMPLE_SYSTEM.ponports + 1,
    samples: [
      { time_ms: 1_767_340_800_000, inbound_bps: 4_000_000, outbound_bps: 900_000 },
      { time_ms: 1_767_340_805_000, inbound_bps: 4_200_000, outbound_bps: 1_100_000 },
    ],
  },
];

/** The factory VLAN: every port untagged in VLAN 1 (per-port settings, translations and QinQ are left empty). */
const SAMPLE_VLANS: VlanRow[] = [
  {
    vlan_id: 1,
    vlan_name: 'VLAN1',
    vlan_desc: 'default',
    tagged_portlist: ' ',
    untagged_portlist: '1-16',
    default_vlan_portlist: '1-16',
  },
];

/**
 * Stands in for the OLT behind `fetch`: answers the shared state, the shell's actions and the reads of the top pages
 * (status, ONU list, VLAN), records every request, and lets a test replace any answer, keyed `METHOD /path` or
 * `METHOD /path?select=value`; `files` are static files of the device's web root. Like the device, it reports unsaved
 * changes (set with `setUnsaved`) until the configuration is saved.
 */
export function fakeDevice(overrides: Record<string, Answer> = {}, files: Record<string, string> = {}) {
  const requests: SeenRequest[] = [];
  let unsaved = 0;
  const answers: Record<string, Answer> = {
    'GET /board?info=system': ok(SAMPLE_SYSTEM),
    'GET /board?info=menu': ok(SAMPLE_MENU),
    'GET /board?info=setting_board': ok({ name: '', addr: '', email: '', phone: '', supplier_info: '', cc_url: '' }),
    'GET /system_custom': ok(SAMPLE_CUSTOM),
    'GET /system?form=hostname': ok({ hostname: 'olt-lab-1' }),
    'GET /switch_port?form=portlist_info': ok([]),
    'GET /system_lang': ok({ lang: 'en' }),
    'POST /system_lang': ok(),
    'GET /system_theme': ok({ theme: 0 }),
    'POST /system_theme': ok(),
    'GET /system_save': () => {
      unsaved = 0;
      return ok();
    },
    'GET /system_save?form=state': () => ok({ unsaved }),
    'POST /userlogin?form=logout': ok(),
    'GET /board?info=cpu': ok({ cpu_usage: 25, memory_usage: 70, temperature: 48 }),
    'GET /board?info=pon': ok(SAMPLE_PONS),
    'GET /time?form=info': ok({ time_now: [2026, 1, 2, 10, 0, 0], uptime: [1, 2, 3, 1], timezone: 1 }),
    'GET /switch_port?form=statistic_monitor_all': ok(SAMPLE_TRAFFIC),
    'GET /alarm?form=recent': ok(SAMPLE_ALARMS),
    'GET /onu_allow_list': ok(),
    'GET /onutable': ok(SAMPLE_ONUS),
    'GET /onutable?form=search': ok({ total: SAMPLE_ONUS.length, rows: SAMPLE_ONUS }),
    'GET /switch_vlan': ok(),
    'GET /vlantable': ok(SAMPLE_VLANS),
    'GET /switch_port?form=vlanall': ok([]),
    'GET /vlan_action?form=translate_all': ok([]),
    'GET /vlan_action?form=qinq_all': ok([]),
    ...overrides,
  };

  const fetchMock = vi.fn((input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://olt.test',
    );
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as SeenRequest['body']) : undefined;
    const request = { method, path: url.pathname, query: url.searchParams, body };
    requests.push(request);
    const file = files[url.pathname];
    if (file !== undefined) {
      return Promise.resolve(new Response(file, { status: 200, headers: { 'content-type': 'text/plain' } }));
    }
    const selector = [...url.searchParams].find(([key]) => ['form', 'info', 'type'].includes(key));
    const answer = (selector && answers[`${method} ${url.pathname}?${selector[0]}=${selector[1]}`]) ??
      answers[`${method} ${url.pathname}`] ?? {
        code: 2,
        message: `error: ${method} ${url.pathname} is not part of this fake`,
      };
    const envelope = typeof answer === 'function' ? answer(request) : answer;
    return Promise.resolve(
      new Response(JSON.stringify(envelope), { status: 200, headers: { 'content-type': 'application/json' } }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);

  return {
    requests,
    /** the requests made to one endpoint */
    sent: (method: string, path: string) => requests.filter((r) => r.method === method && r.path === path),
    answer: (key: string, value: Answer) => {
      answers[key] = value;
    },
    /** the running configuration now differs from the saved one (or no longer does) */
    setUnsaved: (isUnsaved: boolean) => {
      unsaved = isUnsaved ? 1 : 0;
    },
  };
}
