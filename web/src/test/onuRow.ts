import type { OnuStatus, OnuTableRow } from '@olt/protocol';

/** An authorised ONU as the `/onutable` read lists it, named and addressed after its PON and ONU id. */
export const onuRow = (port_id: number, onu_id: number, status: OnuStatus, parent = 0): OnuTableRow => ({
  port_id,
  onu_id,
  onu_name: `ONU0${port_id}/0${onu_id}`,
  macaddr: `38:3a:21:aa:0${port_id}:0${onu_id}`,
  status,
  auth_state: 1,
  register_time: '2026/01/01 10:00:00',
  last_down_time: '',
  last_down_reason: '',
  dev_type: 'SFU',
  receive_power: '-21.5',
  onu_type: 'SFU-1GE',
  rtt: '3125',
  distance: '5000',
  optical_drift: 0,
  parent,
});
