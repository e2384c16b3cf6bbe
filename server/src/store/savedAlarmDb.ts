import { SAVED_ALARMS_KEPT } from '@olt/protocol';
import type { SavedAlarm, SavedAlarmStore } from '../device/alarms/savedAlarms.ts';
import type { Db } from './db.ts';

/** The device's saved alarms (ALM-07) in the store's `saved_alarms` table: they outlive reboots and restarts. */
export class SavedAlarmDb implements SavedAlarmStore {
  private readonly insert;
  private readonly trim;
  private readonly select;
  private readonly addNow: (alarm: SavedAlarm) => void;

  constructor(
    db: Db,
    private readonly onError: (err: unknown) => void,
  ) {
    this.insert = db.prepare<[number, string]>('INSERT INTO saved_alarms (time_ms, line) VALUES (?, ?)');
    this.trim = db.prepare<[number]>('DELETE FROM saved_alarms WHERE id <= (SELECT MAX(id) FROM saved_alarms) - ?');
    this.select = db.prepare<[], SavedAlarm>('SELECT time_ms, line FROM saved_alarms ORDER BY id');
    this.addNow = db.transaction((alarm: SavedAlarm) => {
      this.insert.run(alarm.time_ms, alarm.line);
      this.trim.run(SAVED_ALARMS_KEPT);
    });
  }

  add(alarm: SavedAlarm): void {
    try {
      this.addNow(alarm);
    } catch (err) {
      this.onError(err);
    }
  }

  list(): SavedAlarm[] {
    return this.select.all();
  }
}
