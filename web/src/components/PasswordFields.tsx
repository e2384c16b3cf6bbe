import { Form, Input } from 'antd';
import { useTranslation } from '../lib/translation.ts';
import { PASSWORD_CHARS, isPassword } from '@olt/protocol';

interface PasswordFieldsProps {
  /** asks for the current password first (changing one's own) */
  withCurrent?: boolean;
}

/** The values the fields add to a form. */
export interface PasswordValues {
  current?: string;
  password: string;
  confirm: string;
}

/**
 * The current, new and repeated password, checked by the device's password rule (5 to 16 characters, no white space,
 * ?, \, /, ' or "); nothing typed is cut. The form sends MD5 keys built from them (api.md §1.6).
 */
export function PasswordFields({ withCurrent = false }: PasswordFieldsProps) {
  const { t } = useTranslation('users');
  const ruleText = t('rule.password', PASSWORD_CHARS);
  return (
    <>
      {withCurrent && (
        <Form.Item name="current" label={t('field.current')} rules={[{ required: true, message: t('rule.current') }]}>
          <Input.Password autoComplete="current-password" autoFocus />
        </Form.Item>
      )}
      <Form.Item
        name="password"
        label={t('field.password')}
        extra={ruleText}
        rules={[
          {
            validator: (_, value: unknown) =>
              // the rule itself stays under the field: the error says only that it is not met, not the rule again
              typeof value === 'string' && isPassword(value)
                ? Promise.resolve()
                : Promise.reject(new Error(t('rule.passwordBroken'))),
          },
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t('field.confirm')}
        dependencies={['password']}
        rules={[
          ({ getFieldValue }) => ({
            validator: (_, value: unknown) =>
              value === getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error(t('rule.mismatch'))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
