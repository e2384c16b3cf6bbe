import { SAVED_ALARMS_KEPT } from '@olt/protocol';

/** One saved alarm: its device time and the line as ALM-01 prints it. */
export interface SavedAlarm {
  time_ms: number;
  line: string;
}

/**
 * Where the device keeps its errors and major alarms across reboots (ALM-07): flash on the device, a table of the
 * server's store here. Adding never throws: an alarm is raised after its change committed, and a full disk must not
 * turn that change into an error.
 */
export interface SavedAlarmStore {
  add(alarm: SavedAlarm): void;
  /** oldest first, at most SAVED_ALARMS_KEPT */
  list(): SavedAlarm[];
}

/** The saved alarms of a device without a store (device tests): they last as long as the process. */
export class MemorySavedAlarms implements SavedAlarmStore {
  private readonly alarms: SavedAlarm[] = [];

  add(alarm: SavedAlarm): void {
    this.alarms.push(alarm);
    if (this.alarms.length > SAVED_ALARMS_KEPT) this.alarms.splice(0, this.alarms.length - SAVED_ALARMS_KEPT);
  }

  list(): SavedAlarm[] {
    return [...this.alarms];
  }
}
