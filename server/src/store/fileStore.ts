import type { Db } from './db.ts';

/** Files the device serves (logos), kept in the store (placeholder: filled in by the settings work). */
export class FileStore {
  constructor(
    readonly db: Db,
    readonly now: () => number,
  ) {}
}
