import type { TFunction } from 'i18next';
import {
  ADMISSION_WORDS,
  ALARM_WORDS,
  AUTH_MODE_NAMES,
  AREA_WORDS,
  FIRMWARE_KINDS,
  LEVEL_NAMES,
  LOG_LEVELS,
  LOG_MODULES,
  REFUSAL_WORDS,
  SETTING_WORDS,
  recogniseWords,
  settingValue,
  type SettingField,
  type SettingWord,
  type PermissionArea,
  type RelativeDay,
  type SlaType,
} from '@olt/protocol/light';
import type { OnuStatus } from '@olt/protocol';
import { DOWN_REASON_KEYS, STATUS_KEYS } from './onuWords.ts';

type Args = Record<string, string>;
/** A setting word's dictionary key (`value.psc.src-mac`); `t` takes it only while the dictionary has every word. */
type SettingKey = { [F in SettingField]: `value.${F}.${SettingWord<F>}` }[SettingField];

const AREA_OF_WORDS = new Map(Object.entries(AREA_WORDS).map(([area, words]) => [words, area as PermissionArea]));

const RELATIVE_DAY_WORDS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
  'daily',
  'weekend',
  'working-day',
] as const satisfies readonly RelativeDay[];
const SLA_TYPE_WORDS = ['type1', 'type2', 'type3', 'type4', 'type5'] as const satisfies readonly SlaType[];

const DHCP_SWITCHES = [
  'dhcp_admin',
  'option82_admin',
  'snooping_admin',
  'chaddr_check',
  'dhcpv6_admin',
  'option18_admin',
  'option37_admin',
] as const;

/** Why the device moved an ONU to a deny list (onuOps.ts and its callers); an operator's own reason as typed. */
const DENY_WHY_KEYS: Readonly<Record<string, 'operator' | 'rxLimit' | 'looping' | 'rogue'>> = {
  'rejected by the operator': 'operator',
  'receive power below the PON limit': 'rxLimit',
  'looping ONU': 'looping',
  'rogue ONU': 'rogue',
};

/** The fields that hold one of the device's enumerated words, in the operator's language; the rest as sent. */
function sayFields(t: TFunction, args: Args): Args {
  const said = { ...args };
  const reason = args.reason === undefined ? undefined : DOWN_REASON_KEYS[args.reason];
  if (reason) said.reason = t(`reason.${reason}`, { ns: 'onu' });
  const status = args.status as OnuStatus | undefined;
  if (status && status in STATUS_KEYS) said.status = t(`status.${STATUS_KEYS[status]}`, { ns: 'onu' });
  if (args.verb === 'change' || args.verb === 'read') said.verb = t(`value.verb.${args.verb}`, { ns: 'deviceWords' });
  for (const field of ['imageKind', 'upgradeKind'] as const) {
    const kind = FIRMWARE_KINDS.find((k) => k === args[field]);
    if (kind) said[field] = t(`value.upgradeKind.${kind}`, { ns: 'deviceWords' });
  }
  const module = LOG_MODULES.find((m) => m === args.module);
  if (module) said.module = t(`module.${module}`, { ns: 'deviceLog' });
  const logLevel = LOG_LEVELS.find((l) => l === args.level);
  if (logLevel) said.level = t(`level.${logLevel}`, { ns: 'deviceLog' });
  // why a port's link changed (PORT-02): the two reasons portsArea.ts gives
  const linkWhy = ({ enabled: 'enabled', 'disabled by the operator': 'operator' } as const)[args.why ?? ''];
  if (linkWhy) said.why = t(`value.linkWhy.${linkWhy}`, { ns: 'deviceWords' });
  // a storm's kind (PORT storm control) and why an ONU went to the deny list: the device's few fixed words
  const stormKind = (['broadcast', 'multicast', 'unicast'] as const).find((k) => k === args.stormKind);
  if (stormKind) said.stormKind = t(`value.stormKind.${stormKind}`, { ns: 'deviceWords' });
  // which DHCP switch changed (DHCP-02…27) and the option 82 policy: field names and words of the device
  const dhcpSwitch = DHCP_SWITCHES.find((f) => f === args.dhcpSwitch);
  if (dhcpSwitch) said.dhcpSwitch = t(`value.dhcpSwitch.${dhcpSwitch}`, { ns: 'deviceWords' });
  const policy82 = (['keep', 'drop', 'replace'] as const).find((p) => p === args.policy82);
  if (policy82) said.policy82 = t(`value.policy82.${policy82}`, { ns: 'deviceWords' });
  const denyWhy = DENY_WHY_KEYS[args.denyWhy ?? ''];
  if (denyWhy) said.denyWhy = t(`value.denyWhy.${denyWhy}`, { ns: 'deviceWords' });
  const authMode = AUTH_MODE_KEYS[AUTH_MODE_NAMES.findIndex((m) => m === args.authMode)];
  if (authMode) said.authMode = t(`value.authMode.${authMode}`, { ns: 'deviceWords' });
  // a setting's CLI word (a mode, a criterion, a policy), or its number in a line logged before the device wrote words
  for (const field of Object.keys(SETTING_WORDS) as SettingField[]) {
    const word = settingValue(field, args[field]);
    if (word) said[field] = t(`value.${field}.${word}` as SettingKey, { ns: 'deviceWords' });
  }
  // a time range's day (TR-02), an ONU's bandwidth type, and a timed task's failure (the device's refusal, unmarked)
  const day = RELATIVE_DAY_WORDS.find((d) => d === args.day);
  if (day) said.day = t(`range.days.${day}`, { ns: 'acl' });
  const slaType = SLA_TYPE_WORDS.find((s) => s === args.slaType);
  if (slaType) said.slaType = t(`sla.types.${slaType}`, { ns: 'pon' });
  if (args.refusal !== undefined) said.refusal = sayDeviceText(t, args.refusal);
  // why a PON does not admit an ONU (onuWaiting, onuDeregisteredWhy)
  const admission = args.why === undefined ? null : recogniseWords(ADMISSION_WORDS, args.why);
  if (admission) said.why = t(`admission.${admission.key}`, { ns: 'deviceWords', ...admission.args });
  // an operator's refused change (the device log) carries the device's refusal, said in its own words
  if (/^error:/i.test(args.why ?? '')) said.why = sayDeviceText(t, args.why ?? '');
  const area = args.area === undefined ? undefined : AREA_OF_WORDS.get(args.area);
  if (area) said.area = t(`area.${area}`, { ns: 'audit' });
  const level = /^level (\d) \((\w+)\)$/.exec(args.who ?? '');
  const name = LEVEL_NAMES.find((n) => n === level?.[2]);
  if (level && name && LEVEL_NAMES[Number(level[1])] === name)
    said.who = t('value.level', {
      ns: 'deviceWords',
      level: level[1],
      name: t(`value.levelName.${name}`, { ns: 'deviceWords' }),
    });
  return said;
}

/**
 * A text of the device (an alarm, a refusal or warning in an answer) in the operator's language when the console
 * knows its template (protocol/src/core/deviceWords.ts), keeping the `error:`/`warning:` mark it came with; any other
 * text, from a real device or not yet in the catalogue, as sent, so no text of the device is ever lost.
 */
export function sayDeviceText(t: TFunction, text: string): string {
  const mark = /^(error|warning):\s*/i.exec(text);
  const body = mark ? text.slice(mark[0].length) : text;
  const refusal = recogniseWords(REFUSAL_WORDS, body);
  if (refusal) {
    const kind = mark?.[1]?.toLowerCase() === 'warning' ? 'warning' : 'error';
    const said = t(`refusal.${refusal.key}`, { ns: 'deviceWords', ...sayFields(t, refusal.args) });
    return mark ? t(`value.mark.${kind}`, { ns: 'deviceWords' }) + said : said;
  }
  const alarm = mark ? null : recogniseWords(ALARM_WORDS, body);
  if (alarm) return t(`alarm.${alarm.key}`, { ns: 'deviceWords', ...sayFields(t, alarm.args) });
  return text;
}

/** Dictionary keys (`pon:setting.authMode.*`) of the authorisation modes, by the mode's number (PON-02). */
export const AUTH_MODE_KEYS = ['mac', 'loid', 'loidPassword', 'hybrid'] as const;

/** ONU-19's `auth_mode` word by its label (`pon:setting.authMode.*`); a word the console does not know as sent. */
export function sayAuthMode(t: TFunction, word: string): string {
  const key = AUTH_MODE_KEYS[AUTH_MODE_NAMES.findIndex((name) => name === word)];
  return key ? t(`setting.authMode.${key}`, { ns: 'pon' }) : word;
}

const ALARM_LEVELS = ['error', 'major', 'minor', 'info'] as const;

/** An alarm line of the device (`time [level] text`, ONU-23) with its level and text in the operator's language. */
export function sayAlarmLine(t: TFunction, line: string): string {
  const parts = /^(\d{4}\/\d\d\/\d\d \d\d:\d\d:\d\d) \[(\w+)\] (.*)$/s.exec(line);
  const level = ALARM_LEVELS.find((l) => l === parts?.[2]);
  if (!parts || !level) return line;
  return `${parts[1]} [${t(`value.alarmLevel.${level}`, { ns: 'deviceWords' })}] ${sayDeviceText(t, parts[3] ?? '')}`;
}
