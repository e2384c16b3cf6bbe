// Runs a paced load off the main thread, for a server that lives in the bench's own process (benchAccess.ts).
import { parentPort, workerData } from 'node:worker_threads';
import { measuredLoad, type PacedLoad } from './pacedLoad.ts';

const { load, timing } = workerData as {
  load: Omit<PacedLoad, 'durationS'>;
  timing: { warmUpS: number; runs: number; runS: number };
};
parentPort?.postMessage(await measuredLoad(load, timing));
