import { Fragment } from 'react';
import { Checkbox, Col, Flex, Form, Input, Radio, Select, Typography } from 'antd';
import { fieldLimits, schemaRules } from '../../lib/schemaRules.ts';
import type { FieldSpec } from './fields.ts';

/** What Form.Item hands its child: the control's id, value and change handler. */
type ItemProps = Record<string, unknown>;

function Control<V>({ field, isGrouped, ...item }: { field: FieldSpec<V>; isGrouped: boolean } & ItemProps) {
  const label = isGrouped || field.isLabelHidden ? field.label : undefined;
  const maxChars = field.schema ? fieldLimits(field.schema).maxChars : undefined;
  const count = field.showCount ? { show: true, max: maxChars } : undefined;
  switch (field.kind) {
    case 'int':
      // text, not InputNumber: a number input drops letters and clamps to its range without saying so
      return (
        <Input
          {...item}
          inputMode="numeric"
          autoComplete="off"
          aria-label={label}
          placeholder={field.placeholder}
          style={isGrouped ? { width: 140 } : undefined}
        />
      );
    case 'textarea':
      return (
        <Input.TextArea
          {...item}
          aria-label={label}
          count={count}
          autoSize={{ minRows: 2, maxRows: 4 }}
          placeholder={field.placeholder}
        />
      );
    case 'select':
      return (
        <Select
          {...item}
          aria-label={label}
          options={field.options?.map((o) => ({ ...o }))}
          placeholder={field.placeholder}
        />
      );
    case 'radio':
      // a group is not a labelable element: the Form.Item label does not name it for assistive technology
      return (
        <Radio.Group
          {...item}
          role="radiogroup"
          aria-label={field.label}
          options={field.options?.map((o) => ({ ...o }))}
        />
      );
    case 'bits': {
      const mask = typeof item.value === 'number' ? item.value : 0;
      const onChange = item.onChange as ((value: number) => void) | undefined;
      return (
        <Checkbox.Group
          aria-label={field.label}
          value={(field.options ?? []).map((o) => Number(o.value)).filter((bit) => (mask & bit) !== 0)}
          onChange={(bits) => onChange?.(bits.reduce((sum: number, bit) => sum | Number(bit), 0))}
          options={field.options?.map((o) => ({ ...o }))}
        />
      );
    }
    default:
      return <Input {...item} aria-label={label} count={count} placeholder={field.placeholder} />;
  }
}

function FieldItem<V>({ field, isGrouped = false }: { field: FieldSpec<V>; isGrouped?: boolean }) {
  const name: string = field.name;
  const rules = field.schema
    ? schemaRules(field.schema, {
        required: field.required,
        formatMessage: field.formatMessage,
        message: field.message,
      })
    : field.required
      ? [{ required: true, message: field.placeholder ?? field.label }]
      : undefined;
  return (
    <Form.Item
      name={name}
      label={isGrouped || field.isLabelHidden ? undefined : field.label}
      extra={isGrouped ? undefined : field.extra}
      rules={rules}
      noStyle={isGrouped}
    >
      <Control field={field} isGrouped={isGrouped} />
    </Form.Item>
  );
}

/** Fields of one group on one line, `from – to`, under the group's label. */
function FieldGroup<V>({ fields }: { fields: FieldSpec<V>[] }) {
  const first = fields[0];
  if (!first?.group) return null;
  return (
    <Form.Item label={first.group.label} required extra={first.extra} style={{ marginBottom: 24 }}>
      <Flex align="flex-start" gap="small">
        {fields.map((field, i) => (
          <Flex key={field.name} align="flex-start" gap="small">
            {i > 0 && (
              <Typography.Text type="secondary" style={{ lineHeight: '32px' }}>
                –
              </Typography.Text>
            )}
            <FieldItem field={field} isGrouped />
          </Flex>
        ))}
      </Flex>
    </Form.Item>
  );
}

/** Consecutive fields of one group go together; the others stand alone. */
function lines<V>(fields: readonly FieldSpec<V>[]): FieldSpec<V>[][] {
  const out: FieldSpec<V>[][] = [];
  for (const field of fields) {
    const last = out[out.length - 1];
    if (field.group && last?.[0]?.group?.key === field.group.key) last.push(field);
    else out.push([field]);
  }
  return out;
}

/**
 * The fields of a kit form, drawn from their specs: rules from the endpoint's schema, groups on one line, and
 * fields that depend on another value shown only while they apply.
 */
export function FormFields<V>({ fields }: { fields: readonly FieldSpec<V>[] }) {
  return lines(fields).map((line) => {
    const first = line[0];
    if (!first) return null;
    const fieldItem = first.group ? <FieldGroup fields={line} /> : <FieldItem field={first} />;
    const item = first.column ? (
      <Col xs={24} md={first.column}>
        {fieldItem}
      </Col>
    ) : (
      fieldItem
    );
    const { when } = first;
    if (!when) return <Fragment key={first.name}>{item}</Fragment>;
    return (
      <Form.Item key={first.name} noStyle shouldUpdate>
        {({ getFieldsValue }) => (when(getFieldsValue(true) as Partial<V>) ? item : null)}
      </Form.Item>
    );
  });
}
