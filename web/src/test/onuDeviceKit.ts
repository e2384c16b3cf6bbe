import { boardSystem, onuResource, portlistInfo } from '@olt/protocol';
import { fakeDevice, ok } from './device.ts';
import { SAMPLE_SYSTEM } from './samples.ts';

/**
 * The fake device of the ONU device screens: the port and ONU pickers' reads (PON 1 holds ONUs 1 and 2, PON 2 none),
 * the rest left to the test (`device.answer(onuPorts, rows)`).
 */
export function onuDeviceKit() {
  const device = fakeDevice();
  device.reply(boardSystem, ok(SAMPLE_SYSTEM));
  device.answer(portlistInfo, []);
  device.answer(onuResource, ({ query }) => {
    const port = Number(query.get('port_id'));
    return { port_id: port, resource: port === 1 ? '1-2' : ' ' };
  });
  return device;
}
