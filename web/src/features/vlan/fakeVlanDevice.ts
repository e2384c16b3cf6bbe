import { vi } from 'vitest';
import type { Envelope, PortVlan, QinqEntry, VlanRow, VlanTranslation } from '@olt/protocol';

/** One request the screen made, as the device saw it. */
export interface SeenRequest {
  method: string;
  /** path and selecting query, e.g. `/switch_port?form=vlan` */
  url: string;
  verb?: string;
  param?: Record<string, unknown>;
}

// 8 PON (1–8), 4 GE (9–12), 2 XGE (13–14); GE03 and GE04 form LAG 1, as on the simulated OLT
const COUNTS = { ponports: 8, geports: 4, xgeports: 2 };
const LAG_MEMBERS = [11, 12];
const TYPE = { access: 1, trunk: 2, hybrid: 3 };

const typeOf = (id: number) =>
  id <= 8 || LAG_MEMBERS.includes(id) ? TYPE.hybrid : id === 9 || id >= 13 ? TYPE.trunk : TYPE.access;

const row = (vlan_id: number, vlan_name: string, tagged: string, untagged: string, defaults: string): VlanRow => ({
  vlan_id,
  vlan_name,
  vlan_desc: vlan_name,
  tagged_portlist: tagged,
  untagged_portlist: untagged,
  default_vlan_portlist: defaults,
  lag1_portlist: '11-12',
});

/**
 * Stands in for the OLT behind `fetch` with the factory VLAN setup of the simulator: VLAN 1 untagged everywhere,
 * service VLANs 100/200/300 tagged on the PONs and core uplinks, management VLAN 4000. It records every request,
 * creates and deletes VLANs so that a reload shows the change, and answers a write with `answers[verb url]` when set.
 */
export function fakeVlanDevice() {
  const device = {
    requests: [] as SeenRequest[],
    answers: new Map<string, Envelope>(),
    vlans: [
      row(1, 'VLAN1', ' ', '1-14', '1-14'),
      row(100, 'internet', '1-9,13-14', ' ', ' '),
      row(200, 'iptv', '1-9,13-14', ' ', ' '),
      row(300, 'voip', '1-9,13-14', ' ', ' '),
      row(4000, 'mgmt', '9,11-12', ' ', ' '),
    ],
    ports: Array.from({ length: 14 }, (_, i): PortVlan => ({
      port_id: i + 1,
      port_type: typeOf(i + 1),
      pvid: 1,
      priority: 0,
      tagged_vlan: typeOf(i + 1) === TYPE.access ? ' ' : i + 1 === 11 || i + 1 === 12 ? '4000' : '100,200,300',
      untagged_vlan: '1',
      link_aggregation: LAG_MEMBERS.includes(i + 1) ? 1 : 0,
    })),
    translations: [{ port_id: 1, old_vlan: 10, new_vlan: 100, new_vlan_pri: 255 }] as VlanTranslation[],
    qinq: [{ port_id: 2, cvlan: 0, cvlan_s: 1000, cvlan_e: 1099, svlan: 2000, svlan_pri: 255 }] as QinqEntry[],
    /** how many times each GET was answered */
    reads: (url: string) => device.requests.filter((r) => r.method === 'GET' && r.url === url).length,
    writes: () => device.requests.filter((r) => r.method === 'POST'),
  };

  const ok = (data?: unknown): Envelope => ({ code: 1, message: 'success', ...(data === undefined ? {} : { data }) });

  const applyWrite = (url: string, verb: string | undefined, param: Record<string, unknown>) => {
    if (url === '/switch_vlanlist' && verb === 'create') {
      for (let id = Number(param.vlanid_s); id <= Number(param.vlanid_e); id++) {
        if (!device.vlans.some((v) => v.vlan_id === id)) device.vlans.push(row(id, `VLAN${id}`, ' ', ' ', ' '));
      }
      device.vlans.sort((a, b) => a.vlan_id - b.vlan_id);
    }
    if (url === '/switch_vlanlist' && verb === 'destroy') {
      device.vlans = device.vlans.filter(
        (v) => v.vlan_id < Number(param.vlanid_s) || v.vlan_id > Number(param.vlanid_e),
      );
    }
  };

  const answer = (
    method: string,
    url: string,
    body: { method?: string; param?: Record<string, unknown> } | undefined,
  ): Envelope => {
    if (method === 'POST') {
      const override = device.answers.get(`${body?.method ?? ''} ${url}`);
      if (!override || override.code === 1 || override.message.toLowerCase().startsWith('warning')) {
        applyWrite(url, body?.method, body?.param ?? {});
      }
      return override ?? ok();
    }
    switch (url) {
      case '/board?info=system':
        return ok({ product_name: 'EPON OLT', ...COUNTS });
      case '/switch_port?form=portlist_info':
        return ok(device.ports.map((p) => ({ port_id: p.port_id, link_aggregation: p.link_aggregation })));
      case '/switch_vlan':
        return ok();
      case '/vlantable':
        return ok(device.vlans);
      case '/switch_port?form=vlanall':
        return ok(device.ports);
      case '/vlan_action?form=translate_all':
        return ok(device.translations);
      case '/vlan_action?form=qinq_all':
        return ok(device.qinq);
      default:
        return { code: 2, message: `error: ${url} is not in this fake` };
    }
  };

  vi.stubGlobal(
    'fetch',
    vi.fn((input: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body =
        typeof init.body === 'string'
          ? (JSON.parse(init.body) as { method?: string; param?: Record<string, unknown> })
          : undefined;
      const u = new URL(input, 'http://olt');
      const url = `${u.pathname}${u.search}`;
      device.requests.push({ method, url, verb: body?.method, param: body?.param });
      return Promise.resolve(new Response(JSON.stringify(answer(method, url, body))));
    }),
  );
  return device;
}
