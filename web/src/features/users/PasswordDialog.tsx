import { Alert, Checkbox, Form, Input, Modal, Select } from 'antd';
import { useTranslation } from '../../lib/translation.ts';
import { useNavigate } from 'react-router';
import { loginKey, loginValue, userModifyPassword } from '@olt/protocol';
import { PasswordFields, type PasswordValues } from '../../components/PasswordFields.tsx';
import { write } from '../../lib/deviceWrite.ts';
import { toast } from '../../lib/feedback.ts';
import { useSession } from '../../lib/session.ts';
import { useDeviceWrite } from '../../lib/useDeviceWrite.ts';
import { userKeys } from './usersQueries.ts';

type Values = PasswordValues & { name: string; pwd_change: boolean };

interface PasswordDialogProps {
  /** the signed-in user */
  me: string;
  /** the accounts this session may set the password of; just `[me]` above level 2 */
  names: readonly string[];
  /** the account chosen when the dialog opens */
  initial: string;
  onClose: () => void;
}

/**
 * Changes a password (USER-05). One's own needs the current password and ends one's sessions, so the console goes
 * back to the sign-in page; another user's (levels 0–2 only) needs none and may require a change at its next sign-in.
 */
export function PasswordDialog({ me, names, initial, onClose }: PasswordDialogProps) {
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const name = Form.useWatch('name', form) ?? initial;
  const isOwn = name === me;
  const save = useDeviceWrite();

  const submit = async (values: Values) => {
    const param = {
      name: values.name,
      key: isOwn ? loginKey(values.name, values.current ?? '') : '',
      key1: loginKey(values.name, values.password),
      value1: loginValue(values.password),
      pwd_change: !isOwn && values.pwd_change ? 1 : 0,
    };
    const result = await save.run(write(userModifyPassword, param), {
      // one's own change is said below, as the console signs out
      success: isOwn
        ? null
        : t(param.pwd_change === 1 ? 'modify.doneOtherDue' : 'modify.doneOther', { name: values.name }),
      invalidate: [userKeys.list],
    });
    if (!result.isClean) return;
    onClose();
    if (isOwn) {
      toast.success(t('modify.done'));
      useSession.getState().clear();
      void navigate('/login', { replace: true });
    }
  };

  return (
    <Modal
      open
      title={t('modify.title')}
      okText={t('modify.ok')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Alert
        type="info"
        showIcon
        title={t(isOwn ? 'modify.ownNote' : 'modify.otherNote')}
        style={{ marginBottom: 16 }}
      />
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ name: initial, pwd_change: false }}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item name="name" label={t('field.user')}>
          {names.length > 1 ? <Select options={names.map((n) => ({ value: n, label: n }))} /> : <Input disabled />}
        </Form.Item>
        <PasswordFields withCurrent={isOwn} />
        {!isOwn && (
          <Form.Item name="pwd_change" valuePropName="checked">
            <Checkbox>{t('field.pwdChangeNext')}</Checkbox>
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
