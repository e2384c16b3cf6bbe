/** So many ONUs of one PON losing their signal within FIBRE_CUT_WINDOW_MS is a cut fibre, not bad luck. */
export const FIBRE_CUT_ONUS = 4;
export const FIBRE_CUT_WINDOW_MS = 10_000;

/**
 * Watches the ONUs that lose their signal while their PON transmits, per PON: the FIBRE_CUT_ONUS-th loss within
 * FIBRE_CUT_WINDOW_MS is a fibre cut, said once per burst (the next burst starts after a quiet window).
 */
export class FibreCutWatch {
  private readonly losses = new Map<number, { times: number[]; isSaid: boolean }>();

  /** An ONU of `portId` lost its signal: answers how many did together when this makes a cut, else null. */
  lost(portId: number, atMs: number): number | null {
    const seen = this.losses.get(portId) ?? { times: [], isSaid: false };
    seen.times = seen.times.filter((t) => atMs - t < FIBRE_CUT_WINDOW_MS);
    if (seen.times.length === 0) seen.isSaid = false;
    seen.times.push(atMs);
    this.losses.set(portId, seen);
    if (seen.isSaid || seen.times.length < FIBRE_CUT_ONUS) return null;
    seen.isSaid = true;
    return seen.times.length;
  }
}
