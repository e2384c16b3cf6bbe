import type { z } from 'zod';
import { fieldValue } from '../../lib/schemaRules.ts';

/**
 * How a field is typed in: a whole number (typed as text, never clamped), a line or lines of text, a choice, or
 * boxes that tick bits of one number (`options` hold the bit values).
 */
type FieldKind = 'int' | 'text' | 'textarea' | 'select' | 'radio' | 'bits';

/**
 * One field of a kit form, as data: its name in the form's values, its label (translated by the screen), how it is
 * typed, and the endpoint field whose schema gives its rules (`paramField(translationSet.param, 'old_vlan')`).
 */
export interface FieldSpec<V> {
  name: Extract<keyof V, string>;
  label: string;
  kind: FieldKind;
  schema?: z.ZodType;
  /** must be filled even where the device would take it empty */
  required?: boolean;
  options?: readonly { value: string | number; label: string }[];
  placeholder?: string;
  /** the label is said to screen readers only (the field sits right under the one that explains it) */
  isLabelHidden?: boolean;
  /** text: shows `typed / most` beside the field, red past the schema's limit (never cutting what was typed) */
  showCount?: boolean;
  /** the field's share of a row of 24, for forms laid out in columns (`SettingsForm`'s `layout`) */
  column?: number;
  /** a hint under the field */
  extra?: string;
  /** says a pattern failure in the screen's words */
  formatMessage?: string;
  /** says any refusal in the screen's words, where it has a sentence for the rule */
  message?: string;
  /** the field shows (and is checked) only while this holds, e.g. one choice of a radio */
  when?: (values: Partial<V>) => boolean;
  /** fields of one group share a line under the group's label, e.g. a range `from – to` */
  group?: { key: string; label: string };
}

/**
 * The form's values as the request takes them: numbers typed as text are read as numbers by their schema. A field
 * `when` hides is not among antd's values and stays out.
 */
export function requestValues<V>(fields: readonly FieldSpec<V>[], values: V): V {
  const out = { ...values } as Record<string, unknown>;
  for (const field of fields) {
    if (field.schema && field.kind === 'int' && field.name in out) {
      const value = out[field.name];
      out[field.name] = value === '' || value === null ? undefined : fieldValue(field.schema, value);
    }
  }
  return out as V;
}
