import type { PortTable } from '../ports/portTable.ts';
import { PRIORITY_UNCHANGED } from './vlanActions.ts';
import { PORT_TYPE } from '@olt/protocol';
import type { PortVlanConfig, VlanConfig } from './vlans.ts';
import type { QinqEntry, VlanTranslation } from '@olt/protocol';

/** Service VLANs of the factory setup: every PON carries them tagged, and so do the uplinks. */
const SERVICES = [
  { vlan_id: 100, vlan_name: 'internet', vlan_desc: 'subscriber internet' },
  { vlan_id: 200, vlan_name: 'iptv', vlan_desc: 'IPTV multicast' },
  { vlan_id: 300, vlan_name: 'voip', vlan_desc: 'voice' },
];
const MANAGEMENT = { vlan_id: 4000, vlan_name: 'mgmt', vlan_desc: 'device management' };

interface FactoryVlans {
  vlans: VlanConfig[];
  portVlans: PortVlanConfig[];
  translations: VlanTranslation[];
  qinq: QinqEntry[];
}

/**
 * The VLAN setup of a new simulated OLT, so the VLAN screens show something real: PON ports hybrid with the service
 * VLANs tagged, the first GE and the XGE ports trunks to the core, the LAG a hybrid management link, the other GE
 * ports plain access ports; every port has VLAN 1 as its default VLAN.
 */
export function factoryVlans(ports: PortTable): FactoryVlans {
  const ids = ports.ids();
  const pons = ids.filter((id) => ports.kind(id) === 'pon');
  const ge = ids.filter((id) => ports.kind(id) === 'ge');
  const xge = ids.filter((id) => ports.kind(id) === 'xge');
  const lag = ids.filter((id) => ports.lagOf(id) > 0);
  const core = [...ge.slice(0, 1), ...xge];
  const typeOf = (id: number): number =>
    pons.includes(id) || lag.includes(id) ? PORT_TYPE.hybrid : core.includes(id) ? PORT_TYPE.trunk : PORT_TYPE.access;
  const vlans: VlanConfig[] = [
    { vlan_id: 1, vlan_name: 'VLAN1', vlan_desc: 'VLAN1', tagged: [], untagged: ids },
    ...SERVICES.map((s) => ({ ...s, tagged: [...pons, ...core], untagged: [] })),
    { ...MANAGEMENT, tagged: [...ge.slice(0, 1), ...lag], untagged: [] },
  ];
  const [first, second] = pons;
  return {
    vlans,
    portVlans: ids.map((id) => ({ port_id: id, port_type: typeOf(id), pvid: 1, priority: 0 })),
    translations:
      first === undefined ? [] : [{ port_id: first, old_vlan: 10, new_vlan: 100, new_vlan_pri: PRIORITY_UNCHANGED }],
    qinq:
      second === undefined
        ? []
        : [{ port_id: second, cvlan: 0, cvlan_s: 1000, cvlan_e: 1099, svlan: 2000, svlan_pri: PRIORITY_UNCHANGED }],
  };
}
