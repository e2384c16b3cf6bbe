import {
  UPGRADE_BLOCK_BYTES,
  UPGRADE_PARALLEL_PER_PON,
  UPGRADE_STATUS_TEXT,
  type UpgradePhase,
  type UpgradeRow,
  type WordArgs,
} from '@olt/protocol';
import type { Onu } from '../onus/onuStore.ts';

/** An image the device holds, by upgrade type ("" = uploaded without one, for a single ONU). */
export interface OnuImage {
  upgradeType: string;
  model: string;
  version: string;
  bytes: number;
}

/** How fast the OLT feeds an image to one ONU over its management channel. */
const TRANSFER_BYTES_PER_S = 64 * 1024;
/** The ONU writes the image to flash before it restarts. */
const FLASH_WRITE_MS = 30_000;
/** An ONU not back online this long after its restart has failed. */
const REBOOT_TIMEOUT_MS = 5 * 60_000;

interface UpgradeTarget {
  onu: Onu;
  phase: UpgradePhase;
  sent: number;
  reason: string;
  /** when the current phase began */
  sinceMs: number;
}

/** What a job does to ONUs: restart one, install a version, tell the operator. */
export interface JobEffects {
  restart(onu: Onu, version: string, atMs: number): void;
  installed(onu: Onu, version: string): void;
  /** an alarm about the ONU's upgrade: one of ALARM_WORDS' upgrade texts and its fields beyond the ONU's own */
  report(
    onu: Onu,
    failed: boolean,
    word: 'upgradeStarted' | 'upgraded' | 'upgradeFailed',
    args: WordArgs,
    atMs: number,
  ): void;
}

/**
 * One PON's upgrade: one image, its ONUs in order. A few receive the image at once (UPGRADE_PARALLEL_PER_PON), the
 * others wait; each then writes flash, restarts and must come back online. An ONU that goes offline on the way, or
 * does not return, fails on its own; the others go on.
 */
export class UpgradeJob {
  readonly targets: UpgradeTarget[] = [];

  constructor(
    readonly image: OnuImage,
    private readonly effects: JobEffects,
  ) {}

  get isRunning(): boolean {
    return this.targets.some((t) => t.phase !== 'done' && t.phase !== 'failed');
  }

  has(onu: Onu): boolean {
    return this.targets.some((t) => t.onu === onu && t.phase !== 'done' && t.phase !== 'failed');
  }

  /** Queues an ONU; one that cannot take the image (offline, another model) is listed as failed at once. */
  add(onu: Onu, atMs: number): void {
    const target: UpgradeTarget = { onu, phase: 'queued', sent: 0, reason: '', sinceMs: atMs };
    this.targets.push(target);
    if (onu.hw.sn_model !== this.image.model) this.fail(target, `the image is for ${this.image.model}`, atMs);
    else if (onu.status !== 'Online') this.fail(target, 'the ONU is offline', atMs);
  }

  /** One simulated second. */
  step(atMs: number, stepMs: number): void {
    let transferring = this.targets.filter((t) => t.phase === 'transfer').length;
    for (const t of this.targets) {
      if (t.phase === 'done' || t.phase === 'failed') continue;
      if (!t.onu.alive) {
        this.fail(t, 'the ONU left the allow list', atMs);
        continue;
      }
      if (t.phase === 'queued' && transferring < UPGRADE_PARALLEL_PER_PON) {
        if (t.onu.status !== 'Online') {
          this.fail(t, 'the ONU is offline', atMs);
          continue;
        }
        this.enter(t, 'transfer', atMs);
        transferring++;
        this.effects.report(t.onu, false, 'upgradeStarted', { version: this.image.version }, atMs);
      } else if (t.phase === 'transfer') {
        if (t.onu.status !== 'Online') this.fail(t, 'the ONU went offline during the transfer', atMs);
        else {
          t.sent = Math.min(this.image.bytes, t.sent + (TRANSFER_BYTES_PER_S * stepMs) / 1000);
          if (t.sent >= this.image.bytes) {
            this.enter(t, 'write', atMs);
            transferring--;
          }
        }
      } else if (t.phase === 'write') {
        if (t.onu.status !== 'Online') this.fail(t, 'the ONU went offline while writing flash', atMs);
        else if (atMs - t.sinceMs >= FLASH_WRITE_MS) {
          this.enter(t, 'reboot', atMs);
          this.effects.restart(t.onu, this.image.version, atMs);
        }
      } else if (t.phase === 'reboot') {
        const back = t.onu.status === 'Online' && (t.onu.registerMs ?? 0) > t.sinceMs;
        if (back) {
          this.enter(t, 'done', atMs);
          this.effects.installed(t.onu, this.image.version);
          this.effects.report(t.onu, false, 'upgraded', { version: this.image.version }, atMs);
        } else if (atMs - t.sinceMs > REBOOT_TIMEOUT_MS)
          this.fail(t, 'the ONU did not come back after restarting', atMs);
      }
    }
  }

  /** The OLT restarted: what was under way fails. */
  abort(atMs: number): void {
    for (const t of this.targets)
      if (t.phase !== 'done' && t.phase !== 'failed') this.fail(t, 'the OLT restarted', atMs);
  }

  rows(): UpgradeRow[] {
    return this.targets.map((t) => ({
      port_id: t.onu.portId,
      onu_id: t.onu.onuId,
      onu_name: t.onu.name,
      macaddr: t.onu.mac,
      status: t.reason ? `${UPGRADE_STATUS_TEXT[t.phase]}: ${t.reason}` : UPGRADE_STATUS_TEXT[t.phase],
      totallen: this.image.bytes,
      sendlen: Math.floor(t.sent),
      block: Math.floor(t.sent / UPGRADE_BLOCK_BYTES),
      upgrade_type: this.image.upgradeType,
      phase: t.phase,
      reason: t.reason,
      version: this.image.version,
    }));
  }

  private enter(t: UpgradeTarget, phase: UpgradePhase, atMs: number): void {
    t.phase = phase;
    t.sinceMs = atMs;
  }

  private fail(t: UpgradeTarget, reason: string, atMs: number): void {
    t.reason = reason;
    this.enter(t, 'failed', atMs);
    this.effects.report(t.onu, true, 'upgradeFailed', { reason }, atMs);
  }
}
