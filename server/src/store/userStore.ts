import type { Db } from './db.ts';

/** Users of the device (placeholder: filled in by the sign-in work). */
export class UserStore {
  constructor(readonly db: Db) {}
}
