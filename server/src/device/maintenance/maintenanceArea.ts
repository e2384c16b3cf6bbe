import { ALARM_WORDS, REFUSAL_WORDS, UPGRADE_STATE, wordsText, type UpgradeStatus } from '@olt/protocol';
import type { Area } from '../area.ts';
import type { ChassisArea } from '../chassis/chassisArea.ts';
import { refuse } from '../kernel/errors.ts';
import type { Kernel } from '../kernel/kernel.ts';
import type { FirmwareHeader } from './firmwareImage.ts';

/** Flash is written at this pace; every image takes at least the minimum (erasing, verifying). */
export const FLASH_BYTES_PER_S = 512 * 1024;
export const FLASH_MIN_MS = 20_000;

interface Job {
  header: FirmwareHeader;
  /** who started it: the session's token; only that session sees its progress, others see "busy" */
  owner: string;
  startedAtMs: number;
  doneAtMs: number;
  isDone: boolean;
}

/**
 * The device's own upgrade (firmware, system, full version): one at a time, written to flash over simulated time;
 * the new version runs after the next reboot, until then the running one stays. An image is checked before this
 * area sees it (firmwareImage.ts).
 */
export class MaintenanceArea implements Area {
  readonly name = 'maintenance';
  private job: Job | null = null;
  /** the last refusal of each session's upload, answered by its next status read */
  private readonly refusedFor = new Map<string, string>();

  constructor(
    private readonly k: Kernel,
    private readonly chassis: ChassisArea,
  ) {}

  /** Starts writing a checked image for `owner`; refuses while any upgrade is being written. */
  startUpgrade(header: FirmwareHeader, owner: string): void {
    if (this.job && !this.job.isDone) refuse(REFUSAL_WORDS.upgradeBusy);
    const now = this.k.now();
    const writeMs = Math.max(FLASH_MIN_MS, Math.ceil((header.length / FLASH_BYTES_PER_S) * 1000));
    this.job = { header, owner, startedAtMs: now, doneAtMs: now + writeMs, isDone: false };
    this.refusedFor.delete(owner);
    this.k.write(() =>
      this.k.alarms.log(
        wordsText(ALARM_WORDS.deviceUpgradeStarted, { upgradeKind: header.kind, version: header.version }),
      ),
    );
  }

  /** An upload this session sent was refused (its header): its next status read says so (code 2). */
  refused(owner: string, message: string): void {
    this.refusedFor.set(owner, message);
  }

  /** UPG-05 for a session: its refusal, its job's progress, or "busy" while another session's job is written. */
  status(owner: string): { refusal: string } | UpgradeStatus {
    const refusal = this.refusedFor.get(owner);
    if (refusal !== undefined && !(this.job && !this.job.isDone)) return { refusal };
    const job = this.job;
    if (!job) return { status: UPGRADE_STATE.idle };
    if (job.owner !== owner && !job.isDone) return { status: UPGRADE_STATE.busy };
    const span = job.doneAtMs - job.startedAtMs;
    const percent = job.isDone ? 100 : Math.min(99, Math.floor(((this.k.now() - job.startedAtMs) / span) * 100));
    return {
      status: job.isDone ? UPGRADE_STATE.done : UPGRADE_STATE.writing,
      kind: job.header.kind,
      version: job.header.version,
      percent,
    };
  }

  isUpgrading(): boolean {
    return this.job !== null && !this.job.isDone;
  }

  step(atMs: number): void {
    const job = this.job;
    if (!job || job.isDone || atMs < job.doneAtMs) return;
    job.isDone = true;
    this.k.write(() =>
      this.k.alarms.log(
        wordsText(ALARM_WORDS.deviceUpgradeWritten, { upgradeKind: job.header.kind, version: job.header.version }),
      ),
    );
  }

  /** A written image runs from this boot on; one cut short by the reboot is lost, the running version stays. */
  reboot(): void {
    const job = this.job;
    if (job?.isDone) this.chassis.install(job.header.kind, job.header.version);
    this.job = null;
    this.refusedFor.clear();
  }
}
