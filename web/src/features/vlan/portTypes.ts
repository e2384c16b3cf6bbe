import { useTranslation } from '../../lib/translation.ts';
import { PORT_TYPE, PRIORITY } from '@olt/protocol';
import { portOptionLabel, type PortOption } from '../../components/portOptions.ts';

const TYPE_KEYS = {
  [PORT_TYPE.access]: 'portType.access',
  [PORT_TYPE.trunk]: 'portType.trunk',
  [PORT_TYPE.hybrid]: 'portType.hybrid',
} as const;

/** The dictionary key naming a port type; an unknown type reads as access, the device's factory type. */
export const portTypeKey = (type: number) => TYPE_KEYS[type as keyof typeof TYPE_KEYS] ?? TYPE_KEYS[PORT_TYPE.access];

export const PORT_TYPES = [PORT_TYPE.access, PORT_TYPE.trunk, PORT_TYPE.hybrid] as const;

/** 802.1p priorities 0–7. */
export const PRIORITIES = Array.from({ length: PRIORITY.max - PRIORITY.min + 1 }, (_, i) => PRIORITY.min + i);

/** Names ports as the console shows them, `GE03(LAG1)`; the bare id until the port names are known. */
export function portLabeller(ports: readonly PortOption[]): (id: number) => string {
  const byId = new Map(ports.map((p) => [p.id, p]));
  return (id) => {
    const port = byId.get(id);
    return port ? portOptionLabel(port) : String(id);
  };
}

/** Priority choices 0–7 behind the "leave as is" choice (255), named as the table names it. */
export function usePriorityOptions(
  unsetKey: 'priority.unchanged' | 'priority.none',
): { value: number; label: string }[] {
  const { t } = useTranslation('vlan');
  return [
    { value: PRIORITY.unchanged, label: t(unsetKey) },
    ...PRIORITIES.map((p) => ({ value: p, label: String(p) })),
  ];
}

/** The ports as choices of a select, named as the tables name them. */
export const portChoices = (ports: readonly PortOption[]) =>
  ports.map((p) => ({ value: p.id, label: portOptionLabel(p) }));
