import { boardSystem, portlistInfo } from '@olt/protocol';
import { usePonMemory } from '../components/usePonChoice.ts';
import { fakeDevice, type FakeDevice } from './device.ts';
import { SAMPLE_SYSTEM } from './samples.ts';

/** The fake device of a PON screen test: the sample port counts, no PON remembered; the test adds its answers. */
export function ponDevice(): FakeDevice {
  usePonMemory.setState({ portId: null });
  localStorage.clear();
  const device = fakeDevice();
  device.answer(boardSystem, SAMPLE_SYSTEM);
  device.answer(portlistInfo, []);
  return device;
}

/** The params a screen posted to an endpoint, in order. */
export const posted = (device: FakeDevice, ep: Parameters<FakeDevice['sent']>[0]) =>
  device.sent(ep).map((r) => ({ verb: r.verb, param: r.param }));
