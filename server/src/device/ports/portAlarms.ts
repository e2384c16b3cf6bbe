/** Alarm type codes of the switch ports, ours (0x4xxx: switch side). */
export const PORT_ALARM_ID = {
  linkDown: 0x4001,
  linkUp: 0x4002,
  stormSuppressed: 0x4003,
  stormEnded: 0x4004,
  loopDetected: 0x4005,
} as const;
