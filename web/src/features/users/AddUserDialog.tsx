import { Checkbox, Form, Modal } from 'antd';
import { useTranslation } from '../../lib/translation.ts';
import { LEVEL_NAMES, MAX_LOGINS, NEW_USER_LEVEL, loginKey, loginValue, userAdd } from '@olt/protocol';
import { FormFields } from '../../components/kit/FormFields.tsx';
import { requestValues, type FieldSpec } from '../../components/kit/fields.ts';
import { PasswordFields, type PasswordValues } from '../../components/PasswordFields.tsx';
import { write } from '../../lib/deviceWrite.ts';
import { paramField } from '../../lib/schemaRules.ts';
import { useDeviceWrite } from '../../lib/useDeviceWrite.ts';
import { userKeys } from './usersQueries.ts';

interface AccountValues {
  name: string;
  level: number;
  reenter: number | string;
  info: string;
}
type AddValues = AccountValues & PasswordValues & { pwd_change: boolean };

const LEVELS = Array.from({ length: NEW_USER_LEVEL.max - NEW_USER_LEVEL.min + 1 }, (_, i) => NEW_USER_LEVEL.min + i);

/** Adds an account (USER-03): name, password twice, level 3–5, login limit, description, and the first-sign-in rule. */
export function AddUserDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('users');
  const [form] = Form.useForm<AddValues>();
  const save = useDeviceWrite();
  const fields: FieldSpec<AccountValues>[] = [
    {
      name: 'name',
      label: t('field.user'),
      kind: 'text',
      schema: paramField(userAdd.param, 'name'),
      required: true,
      message: t('rule.name'),
    },
    {
      name: 'level',
      label: t('field.level'),
      kind: 'select',
      schema: paramField(userAdd.param, 'level'),
      required: true,
      options: LEVELS.map((level) => ({ value: level, label: t(`level.${LEVEL_NAMES[level] ?? 'common'}`) })),
    },
    {
      name: 'reenter',
      label: t('field.reenter'),
      kind: 'int',
      schema: paramField(userAdd.param, 'reenter'),
      required: true,
      placeholder: t('add.reenterHint', MAX_LOGINS),
    },
    { name: 'info', label: t('field.info'), kind: 'text', schema: paramField(userAdd.param, 'info'), showCount: true },
  ];

  const submit = async (values: AddValues) => {
    const account = requestValues(fields, values);
    const param = {
      name: account.name,
      key: loginKey(account.name, values.password),
      value: loginValue(values.password),
      level: account.level,
      reenter: Number(account.reenter),
      info: account.info ?? '',
      pwd_change: values.pwd_change ? 1 : 0,
    };
    const result = await save.run(write(userAdd, param), {
      success: t('add.done', { name: param.name, level: t(`level.${LEVEL_NAMES[param.level] ?? 'common'}`) }),
      invalidate: [userKeys.list],
    });
    if (result.isClean) onClose();
  };

  return (
    <Modal
      open
      title={t('add.title')}
      okText={t('add.ok')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<AddValues>
        form={form}
        layout="vertical"
        initialValues={{ level: NEW_USER_LEVEL.max, pwd_change: false }}
        onFinish={(values) => void submit(values)}
      >
        <FormFields fields={fields.slice(0, 1)} />
        <PasswordFields />
        <FormFields fields={fields.slice(1)} />
        <Form.Item name="pwd_change" valuePropName="checked">
          <Checkbox>{t('field.pwdChange')}</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}
