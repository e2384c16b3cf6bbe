import { useState } from 'react';
import { Button, Flex, Form, Input, Typography } from 'antd';
import type { z } from 'zod';
import { fieldValue, schemaRules } from '../lib/schemaRules.ts';
import { useTranslation } from '../lib/translation.ts';

/**
 * "Age time: n" with an inline editor (screens.md §13.1, §13.2): the value checked by the endpoint's schema, applied
 * by the screen's write; Cancel leaves it as it was.
 */
export function MacAgeLine({
  age,
  schema,
  mayWrite,
  onApply,
}: {
  age: number | undefined;
  schema: z.ZodType;
  mayWrite: boolean;
  onApply: (seconds: number) => Promise<boolean>;
}) {
  const { t } = useTranslation('mac');
  const [editing, setEditing] = useState(false);
  const [form] = Form.useForm<{ age: string }>();
  if (!editing)
    return (
      <Flex align="center" gap="small">
        <Typography.Text>{age === 0 ? t('ageNever') : t('age', { age: age ?? '-' })}</Typography.Text>
        <Button type="link" size="small" disabled={!mayWrite || age === undefined} onClick={() => setEditing(true)}>
          {t('ageSet')}
        </Button>
      </Flex>
    );
  return (
    <Form
      form={form}
      layout="inline"
      initialValues={{ age: String(age ?? '') }}
      onFinish={(v) =>
        void onApply(Number(fieldValue(schema, v.age))).then((isDone) => {
          if (isDone) setEditing(false);
        })
      }
    >
      <Form.Item
        name="age"
        label={t('ageSet')}
        extra={t('ageHint')}
        rules={schemaRules(schema, { required: true, message: t('ageRule') })}
      >
        <Input inputMode="numeric" autoComplete="off" suffix="s" style={{ width: 140 }} />
      </Form.Item>
      <Button type="primary" htmlType="submit">
        {t('apply')}
      </Button>
      <Button style={{ marginLeft: 8 }} onClick={() => setEditing(false)}>
        {t('cancel')}
      </Button>
    </Form>
  );
}
