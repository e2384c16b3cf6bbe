import { REFUSAL_WORDS, wordsText } from '@olt/protocol';
import type { Device } from '../device.ts';
import { refuse } from '../kernel/errors.ts';
import { formatDeviceTime } from '../kernel/simClock.ts';
import { lineOfPath, parseConfigFile, renderConfigFile } from './configFile.ts';

/** The running configuration as the backup file (and the running-configuration view) writes it. */
export function backupText(device: Device, config: Record<string, unknown> = device.config.export()): string {
  const info = device.chassis.systemInfo();
  return renderConfigFile(
    { model: info.product_name, version: info.sys_ver, created: formatDeviceTime(device.kernel.now()) },
    config,
  );
}

/** Which sections the device has, and whether each holds a list (the factory configuration says). */
function sectionShapes(device: Device): Map<string, 'list' | 'fields'> {
  const factory = device.config.factory() as Record<string, unknown>;
  return new Map(
    device.config.sectionNames().map((name) => [name, Array.isArray(factory[name]) ? 'list' : 'fields'] as const),
  );
}

/**
 * Reads a configuration file and checks it as the device checks a configuration it loads: made for this model, not
 * changed since it was written, every section and value well formed and within the device's rules (the same rules
 * the API applies). Answers the configuration it holds; refuses (DeviceError, naming the line) otherwise. Changes
 * nothing. A section the file leaves out takes the factory's.
 */
export function readBackup(device: Device, text: string): Record<string, unknown> {
  if (text.includes('\uFFFD') || text.includes('\u0000')) refuse('the file is not text');
  const parsed = parseConfigFile(text, sectionShapes(device));
  const model = device.chassis.systemInfo().product_name;
  if (parsed.header.model !== model)
    refuse(wordsText(REFUSAL_WORDS.configModel, { other: parsed.header.model || '?', model }));
  return device.config.validate({ version: 1, ...parsed.sections }, (path) => {
    const line = lineOfPath(parsed, path);
    const where = path.map(String).join('.') || 'top';
    return line === undefined ? where : `line ${line} (${where})`;
  });
}
