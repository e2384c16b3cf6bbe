import { PORT_TYPE, type PortVlan } from '@olt/protocol';

/** Which ports a member editor must not change, one answer for the tagged list and one for the untagged list. */
export interface MemberLocks {
  tagged: (portId: number) => boolean;
  untagged: (portId: number) => boolean;
  /** ports whose default VLAN is the edited VLAN: untagged members for good */
  defaultPorts: ReadonlySet<number>;
}

/**
 * The device's membership rules as the editor applies them before asking (api.md §4.14–4.16): a port stays untagged
 * in its default VLAN; an access port carries nothing but its default VLAN; a trunk port is untagged only in its
 * default VLAN. `vlanId` is null for VLANs being created, which are nobody's default VLAN yet. Until the port
 * settings load nothing is locked and the device has the last word.
 */
export function memberLocks(
  portVlans: readonly PortVlan[] | undefined,
  vlanId: number | null,
  /** the VLAN row's own `default_vlan_portlist`, known before the port settings load */
  rowDefaults: readonly number[] = [],
): MemberLocks {
  const byId = new Map((portVlans ?? []).map((p) => [p.port_id, p]));
  const defaultPorts = new Set([
    ...rowDefaults,
    ...(portVlans ?? []).filter((p) => p.pvid === vlanId).map((p) => p.port_id),
  ]);
  const typeOf = (id: number) => byId.get(id)?.port_type;
  return {
    defaultPorts,
    tagged: (id) => defaultPorts.has(id) || typeOf(id) === PORT_TYPE.access,
    untagged: (id) => defaultPorts.has(id) || typeOf(id) === PORT_TYPE.access || typeOf(id) === PORT_TYPE.trunk,
  };
}
