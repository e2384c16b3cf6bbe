import type { SelectHTMLAttributes } from 'react';
import './plain.css';

interface PlainSelectProps<V extends string | number> extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'value' | 'onChange'
> {
  value: V;
  onChange: (value: V) => void;
  options: readonly { value: V; label: string; disabled?: boolean }[];
}

/**
 * The browser's own select, styled as Ant Design's: keyboard, screen readers and long lists work as everywhere, and
 * it costs nothing to draw. Values keep their type (a number stays a number).
 */
export function PlainSelect<V extends string | number>({
  value,
  onChange,
  options,
  className,
  ...rest
}: PlainSelectProps<V>) {
  return (
    <select
      {...rest}
      className={className ? `plain-select ${className}` : 'plain-select'}
      value={String(value)}
      onChange={(e) => {
        const picked = options.find((o) => String(o.value) === e.target.value);
        if (picked) onChange(picked.value);
      }}
    >
      {options.map((o) => (
        <option key={String(o.value)} value={String(o.value)} disabled={o.disabled}>
          {o.label}
        </option>
      ))}
    </select>
  );
}
