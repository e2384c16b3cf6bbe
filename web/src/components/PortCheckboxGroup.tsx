import { useId } from 'react';
import { Checkbox, Divider, theme } from 'antd';
import { useTranslation } from '../lib/translation.ts';
import { filterPorts, portOptionLabel, type PortFilter, type PortOption } from './portOptions.ts';

interface PortCheckboxGroupProps {
  ports: readonly PortOption[];
  /** ticked port ids, ascending */
  value: readonly number[];
  onChange: (ids: number[]) => void;
  kind?: PortFilter;
  /** a disabled port keeps whatever state it has: neither LAG linking nor select-all changes it */
  isDisabled?: (id: number) => boolean;
  hasSelectAll?: boolean;
  /** accessible name of the group, e.g. the form field's label */
  label?: string;
  /** false where each port is picked alone (the members of a trunk itself) */
  linksLag?: boolean;
}

const never = () => false;
const ascending = (ids: Iterable<number>): number[] => [...new Set(ids)].sort((a, b) => a - b);

/**
 * Ticks or unticks one port. A port in a link-aggregation group carries its whole group along (spec §4), because
 * the device configures the members of a LAG as one port; the result is sorted ascending.
 */
function togglePort(
  value: readonly number[],
  port: PortOption,
  isTicked: boolean,
  offered: readonly PortOption[],
  isDisabled: (id: number) => boolean = never,
  linksLag = true,
): number[] {
  const members =
    linksLag && port.link_aggregation > 0
      ? offered.filter((p) => p.link_aggregation === port.link_aggregation && !isDisabled(p.id)).map((p) => p.id)
      : [port.id];
  const ids = new Set(value);
  for (const id of members) {
    if (isTicked) ids.add(id);
    else ids.delete(id);
  }
  return ascending(ids);
}

/** One checkbox per port, labelled with the port name, plus a select-all box (screens.md §0.2 "port-checkbox"). */
export function PortCheckboxGroup({
  ports,
  value,
  onChange,
  kind = 'port',
  isDisabled = never,
  hasSelectAll = true,
  label,
  linksLag = true,
}: PortCheckboxGroupProps) {
  const { t } = useTranslation('components');
  const { token } = theme.useToken();
  const labelId = useId();
  const offered = filterPorts(ports, kind);
  const ticked = new Set(value);
  const changeable = offered.filter((p) => !isDisabled(p.id));
  const isAllTicked = changeable.length > 0 && changeable.every((p) => ticked.has(p.id));
  const isSomeTicked = changeable.some((p) => ticked.has(p.id));

  const tickAll = (isTicked: boolean) => {
    const ids = new Set(value);
    for (const p of changeable) {
      if (isTicked) ids.add(p.id);
      else ids.delete(p.id);
    }
    onChange(ascending(ids));
  };

  return (
    <div
      role="group"
      aria-labelledby={label ? labelId : undefined}
      aria-label={label ? undefined : t('portCheckbox.group')}
    >
      {label && (
        <span id={labelId} hidden>
          {label}
        </span>
      )}
      {hasSelectAll && (
        <>
          <Checkbox
            checked={isAllTicked}
            indeterminate={isSomeTicked && !isAllTicked}
            disabled={changeable.length === 0}
            onChange={(e) => tickAll(e.target.checked)}
          >
            {t('portCheckbox.selectAll')}
          </Checkbox>
          <Divider style={{ margin: `${token.marginXS}px 0` }} />
        </>
      )}
      <div
        style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(112px, 1fr))', gap: token.marginXS }}
      >
        {offered.map((port) => (
          <Checkbox
            key={port.id}
            checked={ticked.has(port.id)}
            disabled={isDisabled(port.id)}
            onChange={(e) => onChange(togglePort(value, port, e.target.checked, offered, isDisabled, linksLag))}
          >
            {portOptionLabel(port)}
          </Checkbox>
        ))}
      </div>
    </div>
  );
}
