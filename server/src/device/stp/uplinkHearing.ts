import type { PortTable } from '../ports/portTable.ts';
import { ProtocolMigration } from './protocolMigration.ts';
import { infoAgeMs, type UpstreamBridges } from './upstreamBridges.ts';
import { farBridgeOf, oltKey, type LinkHearing } from './upstreamTree.ts';

const CLEAR: LinkHearing = { farSilent: false, farStp: false, oltStp: false };

/** The root's times, which say how long received information lasts. */
type Times = { hello_time: number; max_age: number };

/**
 * What each OLT uplink (a group's lowest member) hears from the neighbour at its other end while MSTP runs: nothing
 * once a silent neighbour's information has aged out (three hellos, or the max age on an STP link), and 802.1D
 * BPDUs from a legacy bridge or from one the port's own STP-compatible mode keeps in them (protocolMigration.ts).
 */
export class UplinkHearing {
  readonly migration = new ProtocolMigration();

  constructor(
    private readonly table: PortTable,
    private readonly upstream: UpstreamBridges,
  ) {}

  of(rep: number, nowMs: number, times: Times): LinkHearing {
    const bridge = farBridgeOf(this.table, rep);
    if (!bridge) return CLEAR;
    const oltStp = this.migration.isCompatible(oltKey(rep));
    const farStp = oltStp || this.upstream.protocolOf(bridge) === 'stp';
    const since = this.upstream.silentSince(bridge);
    const farSilent = since !== undefined && nowMs - since >= infoAgeMs(times, farStp);
    return { farSilent, farStp, oltStp };
  }

  /** Port protocol migration over every link: answers the ports that have just fallen back to STP. */
  migrate(reps: readonly number[], nowMs: number): number[] {
    const inputs = reps.map((rep) => {
      const bridge = farBridgeOf(this.table, rep);
      const live = bridge !== undefined && this.table.siblings(rep).some((id) => this.table.isLinkUp(id));
      const speaksStp =
        bridge !== undefined &&
        this.upstream.protocolOf(bridge) === 'stp' &&
        this.upstream.silentSince(bridge) === undefined;
      return { key: oltKey(rep), live, hearsStp: live && speaksStp };
    });
    const fellBack = new Set(this.migration.update(inputs, nowMs));
    return reps.filter((rep) => fellBack.has(oltKey(rep)));
  }

  /** What the trees depend on of this link: the neighbour's doings, what they mean here, an mcheck's end. */
  signature(rep: number, nowMs: number, times: Times): string {
    const bridge = farBridgeOf(this.table, rep);
    if (!bridge) return '';
    const h = this.of(rep, nowMs, times);
    const checking = this.migration.isChecking(oltKey(rep), nowMs);
    return [
      this.upstream.protocolOf(bridge),
      this.upstream.silentSince(bridge) ?? '',
      +h.farSilent,
      +h.farStp,
      +h.oltStp,
      +checking,
    ].join('');
  }
}
