import * as protocol from '@olt/protocol';
import {
  boardSystem,
  portVlanAll,
  portlistInfo,
  qinqList,
  translationList,
  vlanCreate,
  vlanDestroyRange,
  vlanPrepare,
  vlanTable,
  type Envelope,
  type PortVlan,
  type QinqEntry,
  type Route,
  type VlanRow,
  type VlanTranslation,
} from '@olt/protocol';
import { endpointsOf, fakeDevice, ok, type SeenRequest } from './device.ts';
import { SAMPLE_SYSTEM } from './samples.ts';

/** One request the screen made, as the VLAN tests compare it. */
interface VlanRequest {
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

const asVlanRequest = (r: SeenRequest): VlanRequest => ({ method: r.method, url: r.url, verb: r.verb, param: r.param });

/**
 * The sample OLT's factory VLAN setup, as the simulator has it: VLAN 1 untagged everywhere, service VLANs
 * 100/200/300 tagged on the PONs and core uplinks, management VLAN 4000. It creates and deletes VLANs so that a
 * reload shows the change, and answers a write with what `answers.set(endpoint, envelope)` says (success otherwise).
 */
export function vlanDevice() {
  const base = fakeDevice();
  const device = {
    answers: new Map<Route, Envelope>(),
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
    get requests(): VlanRequest[] {
      return base.requests.map(asVlanRequest);
    },
    /** how many times each GET was answered */
    reads: (url: string) => base.requests.filter((r) => r.method === 'GET' && r.url === url).length,
    writes: () => base.requests.filter((r) => r.method === 'POST').map(asVlanRequest),
  };

  const applyWrite = (ep: Route | undefined, param: Record<string, unknown>) => {
    const [first, last] = [Number(param.vlanid_s), Number(param.vlanid_e)];
    if (ep === vlanCreate) {
      for (let id = first; id <= last; id++) {
        if (!device.vlans.some((v) => v.vlan_id === id)) device.vlans.push(row(id, `VLAN${id}`, ' ', ' ', ' '));
      }
      device.vlans.sort((a, b) => a.vlan_id - b.vlan_id);
    }
    if (ep === vlanDestroyRange) device.vlans = device.vlans.filter((v) => v.vlan_id < first || v.vlan_id > last);
  };

  base.answer(boardSystem, { ...SAMPLE_SYSTEM, product_name: 'EPON OLT', ...COUNTS });
  // the screen reads only the ids and LAGs of the port list
  base.reply(portlistInfo, () =>
    ok(device.ports.map((p) => ({ port_id: p.port_id, link_aggregation: p.link_aggregation }))),
  );
  base.reply(vlanPrepare, ok());
  base.answer(vlanTable, () => device.vlans);
  base.answer(portVlanAll, () => device.ports);
  base.answer(translationList, () => device.translations);
  base.answer(qinqList, () => device.qinq);
  // every write: the test's answer, applied to the device unless it is a refusal
  for (const ep of WRITES) {
    base.reply(ep, (request) => {
      const override = device.answers.get(ep);
      if (!override || override.code === 1 || override.message.toLowerCase().startsWith('warning')) {
        applyWrite(endpointsOf(request)[0], request.param ?? {});
      }
      return override ?? ok();
    });
  }
  return device;
}

/** The VLAN screen's writes: every POST endpoint of the VLAN paths. */
const WRITES: Route[] = Object.values(protocol)
  .filter(protocol.isRoute)
  .filter(
    (ep) =>
      ep.method === 'POST' &&
      /^\/(switch_vlan|switch_vlanlist|switch_vlan_pvid|switch_port|vlan_action)$/.test(ep.path),
  );
