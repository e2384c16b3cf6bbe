import { useTranslation } from '../../lib/translation.ts';
import type { QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { EntityDialog } from '../../components/kit/EntityDialog.tsx';
import type { FieldSpec } from '../../components/kit/fields.ts';
import type { WriteStep } from '../../lib/deviceWrite.ts';
import { paramField } from '../../lib/schemaRules.ts';

/** A dialog of one or two addresses (a gateway, a pair of DNS servers), each checked by its endpoint's schema. */
export function AddressDialog<V extends Record<string, string>>(props: {
  title: string;
  param: z.ZodType;
  fields: readonly { name: Extract<keyof V, string>; label: string; placeholder?: string; required?: boolean }[];
  initialValues: Partial<V>;
  toWrite: (values: V) => WriteStep | null;
  /** the addresses set, as the toast says them */
  success: (values: V) => string;
  invalidate: readonly QueryKey[];
  onClose: () => void;
}) {
  const { t } = useTranslation('remoteMgmt');
  const fields: FieldSpec<V>[] = props.fields.map((f) => ({
    ...f,
    kind: 'text',
    schema: paramField(props.param, f.name),
  }));
  return (
    <EntityDialog<V>
      title={props.title}
      okText={t('action.apply')}
      fields={fields}
      initialValues={props.initialValues}
      toWrite={(values) => props.toWrite({ ...values, ...blanks(props.fields, values) })}
      success={(values) => props.success({ ...values, ...blanks(props.fields, values) })}
      invalidate={props.invalidate}
      onClose={props.onClose}
    />
  );
}

/** An emptied field is sent as "" (none), not left out. */
const blanks = <V,>(fields: readonly { name: Extract<keyof V, string> }[], values: V): Partial<V> =>
  Object.fromEntries(fields.map((f) => [f.name, (values[f.name] as string | undefined)?.trim() ?? ''])) as Partial<V>;
