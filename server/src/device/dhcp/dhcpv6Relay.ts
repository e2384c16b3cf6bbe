import {
  DHCP_BINDING_PAGE_SIZE,
  DHCPV6_REMOTE_ID_ENTERPRISE,
  type Dhcpv6Binding,
  type Dhcpv6BindingPage,
  type Dhcpv6Global,
  type Dhcpv6IaType,
} from '@olt/protocol';
import { addressIn } from '../management/addresses.ts';
import { leaseText } from './dhcpClients.ts';
import { circuitIdOf } from './dhcpRelay.ts';
import type { Dhcpv6Client } from './dhcpv6Clients.ts';
import type { ClientMessage, RelayForward, ServerMessage } from './dhcpv6Messages.ts';

/** Where a client asks from: its ONU, the PON's name, its VLAN, and the ONU's identity for option 37. */
export interface V6Where {
  portId: number;
  onuId: number;
  ponName: string;
  vlanId: number;
  /** the ONU's LOID where its PON authenticates by LOID, else its MAC */
  onuIdentity: string;
}

/**
 * The Relay-Forward the OLT sends for a client's message (RFC 6221 §6.1.1). Option 18 names the PON/ONU as option
 * 82's circuit ID does; option 37 carries the enterprise number and the ONU's LOID or MAC (RFC 4649), so the
 * operator's server knows the subscriber whichever of the two it bills by. RFC 6221 wants an Interface-ID in every
 * Relay-Forward; the family makes it a switch, and the device finds a client's ONU again by its own record of the
 * transaction, not by the Interface-ID.
 */
export function relayForward(
  message: ClientMessage,
  client: Pick<Dhcpv6Client, 'linkLocal'>,
  where: V6Where,
  sw: Dhcpv6Global,
): RelayForward {
  return {
    hopCount: 0,
    linkAddress: '::',
    peerAddress: client.linkLocal,
    ...(sw.option18_admin === 1 ? { interfaceId: circuitIdOf(where.vlanId, where.ponName, where.onuId) } : {}),
    ...(sw.option37_admin === 1
      ? { remoteId: { enterprise: DHCPV6_REMOTE_ID_ENTERPRISE, id: where.onuIdentity } }
      : {}),
    message,
  };
}

/** A binding the relay has seen, its times on the device clock. */
export interface Binding6 {
  iaType: Dhcpv6IaType;
  value: string;
  iaid: number;
  duid: string;
  mac: string;
  portId: number;
  onuId: number;
  vlanId: number;
  preferredUntilMs: number;
  validUntilMs: number;
  interfaceId: string;
  remoteEnterprise: number;
  remoteId: string;
}

export interface BindingAsk {
  page?: number | undefined;
  page_size?: number | undefined;
  search?: string | undefined;
  address?: string | undefined;
  ia?: Dhcpv6IaType | undefined;
}

const bareHex = (text: string): string => text.toLowerCase().replace(/[:.-]/g, '');

/**
 * The DHCPv6 bindings the relay has seen, as DHCPv6 snooping keeps them: each Reply it passes down to a client
 * records the address and prefix with the options it had added, a renewal refreshes them, and a binding goes when
 * its valid lifetime ends or its ONU has been away long.
 */
export class Dhcpv6Bindings {
  private readonly byKey = new Map<string, Binding6>();

  /** Records the leases of a Reply; answers the ones that are new or changed (the log names them). */
  record(
    reply: ServerMessage,
    sent: RelayForward,
    client: Pick<Dhcpv6Client, 'mac' | 'duid'>,
    where: V6Where,
    nowMs: number,
  ): Binding6[] {
    const fresh: Binding6[] = [];
    for (const [iaType, lease] of [
      ['na', reply.na],
      ['pd', reply.pd],
    ] as const) {
      if (!lease || lease.validS === 0) continue;
      const key = `${client.mac}|${iaType}`;
      const old = this.byKey.get(key);
      const b: Binding6 = {
        iaType,
        value: lease.value,
        iaid: lease.iaid,
        duid: client.duid,
        mac: client.mac,
        portId: where.portId,
        onuId: where.onuId,
        vlanId: where.vlanId,
        preferredUntilMs: nowMs + lease.preferredS * 1_000,
        validUntilMs: nowMs + lease.validS * 1_000,
        interfaceId: sent.interfaceId ?? '',
        remoteEnterprise: sent.remoteId?.enterprise ?? 0,
        remoteId: sent.remoteId?.id ?? '',
      };
      this.byKey.set(key, b);
      if (old?.value !== b.value) fresh.push(b);
    }
    return fresh;
  }

  /** Takes out the bindings whose valid lifetime has ended. */
  expire(nowMs: number): Binding6[] {
    return this.takeWhere((b) => b.validUntilMs <= nowMs);
  }

  /** Takes out a client's bindings (its ONU has been away long). */
  release(mac: string): Binding6[] {
    return this.takeWhere((b) => b.mac === mac);
  }

  clear(): void {
    this.byKey.clear();
  }

  get size(): number {
    return this.byKey.size;
  }

  /** The bindings holding a whole address: its own (IA_NA), or the delegated prefix it lies in. */
  holding(address: string): Binding6[] {
    return this.sorted().filter((b) => addressIn(address, b.value));
  }

  withMac(part: string): Binding6[] {
    return this.sorted().filter((b) => bareHex(b.mac).includes(part));
  }

  /** DHCP-X2: searched, filtered and paged. */
  page(ask: BindingAsk, nowMs: number): Dhcpv6BindingPage {
    const search = (ask.search ?? '').trim().toLowerCase();
    const ponOnu = /^(\d+)\/(\d+)$/.exec(search);
    const bare = bareHex(search);
    const address = ask.address?.trim();
    const rows = (address ? this.holding(address) : this.sorted()).filter((b) => {
      if (ask.ia && b.iaType !== ask.ia) return false;
      if (search === '') return true;
      if (ponOnu) return b.portId === Number(ponOnu[1]) && b.onuId === Number(ponOnu[2]);
      return (
        b.value.includes(search) || (bare !== '' && (bareHex(b.mac).includes(bare) || bareHex(b.duid).includes(bare)))
      );
    });
    const size = ask.page_size ?? DHCP_BINDING_PAGE_SIZE.default;
    const pages = Math.max(1, Math.ceil(rows.length / size));
    const page = Math.min(ask.page ?? 1, pages);
    return { total: rows.length, page, rows: rows.slice((page - 1) * size, page * size).map((b) => row(b, nowMs)) };
  }

  private sorted(): Binding6[] {
    return [...this.byKey.values()].sort(
      (a, b) =>
        a.portId - b.portId || a.onuId - b.onuId || a.mac.localeCompare(b.mac) || a.iaType.localeCompare(b.iaType),
    );
  }

  private takeWhere(gone: (b: Binding6) => boolean): Binding6[] {
    const out: Binding6[] = [];
    for (const [key, b] of this.byKey)
      if (gone(b)) {
        this.byKey.delete(key);
        out.push(b);
      }
    return out;
  }
}

/** Seconds left until a device-clock time, never below 0. */
export const secondsLeft = (untilMs: number, nowMs: number): number =>
  Math.max(0, Math.round((untilMs - nowMs) / 1_000));

function row(b: Binding6, nowMs: number): Dhcpv6Binding {
  const left = secondsLeft(b.validUntilMs, nowMs);
  return {
    ia_type: b.iaType,
    address: b.value,
    iaid: b.iaid,
    duid: b.duid,
    macaddr: b.mac,
    port_id: b.portId,
    onu_id: b.onuId,
    vlan_id: b.vlanId,
    lease_left_s: left,
    lease_time_string: leaseText(left),
    preferred_left_s: secondsLeft(b.preferredUntilMs, nowMs),
    interface_id: b.interfaceId,
    remote_enterprise: b.remoteEnterprise,
    remote_id: b.remoteId,
  };
}
