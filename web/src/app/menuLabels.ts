import type { TFunction } from 'i18next';
import { menu as dictionary } from '../i18n/zh/menu.ts';

const hasKey = <T extends object>(record: T, key: string): key is Extract<keyof T, string> =>
  Object.hasOwn(record, key);

/** `ACL/QoS` → `acl_qos`: the dictionary key of a name from the device's menu answer. */
export const menuDictionaryKey = (name: string): string => name.toLowerCase().replace(/[^a-z0-9_]+/g, '_');

/**
 * The translated label of an entry of the device's menu; a name the dictionary does not know is shown as the device
 * sent it (screens.md §2.3), since the device decides which pages it offers.
 */
export function menuLabel(t: TFunction<'menu'>, name: string, isGroup: boolean): string {
  const key = menuDictionaryKey(name);
  if (isGroup && hasKey(dictionary.group, key)) return t(`group.${key}`);
  if (hasKey(dictionary.page, key)) return t(`page.${key}`);
  if (hasKey(dictionary.group, key)) return t(`group.${key}`);
  return name;
}
