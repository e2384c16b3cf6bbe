import type { MenuEntry, SessionInfo } from '@olt/protocol';
import { mayOpen } from '../lib/access.ts';

/**
 * The device's menu without the pages this session may not open (permissions.ts `mayOpenPage`, the rule the device
 * builds its own answer by): a device that answers a fuller menu still shows each level only its pages, and a group
 * left with none goes.
 */
export function visibleMenu(entries: readonly MenuEntry[], info: SessionInfo | null): MenuEntry[] {
  if (info === null) return [...entries];
  return entries.flatMap((entry): MenuEntry[] => {
    if (!entry.children?.length) return mayOpen(info, entry.name.toLowerCase()) ? [entry] : [];
    const children = entry.children.filter((child) => mayOpen(info, child.name.toLowerCase(), entry.name));
    return children.length ? [{ ...entry, children }] : [];
  });
}
