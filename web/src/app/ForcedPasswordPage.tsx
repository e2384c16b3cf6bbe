import { Alert, Button, Card, Flex, Form, Input, Typography } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useTranslation } from '../lib/translation.ts';
import { useNavigate } from 'react-router';
import { loginKey, loginValue, userModifyPassword, type SessionInfo } from '@olt/protocol';
import { PasswordFields, type PasswordValues } from '../components/PasswordFields.tsx';
import { write } from '../lib/deviceWrite.ts';
import { useDeviceWrite } from '../lib/useDeviceWrite.ts';
import { useSession } from '../lib/session.ts';
import { toast } from '../lib/feedback.ts';
import { DEFAULT_PASSWORD_KEY, requestLogin } from '../login/loginApi.ts';
import { leaveSession } from './sessionEndings.ts';

/**
 * The one page a session sees while its password must change first (USER-X1): a factory account still on its
 * factory password, or an account an administrator asked to change it. A changed password ends the session (USER-05),
 * so the console signs in again with the new one and goes on; where it cannot (a captcha), the sign-in page opens.
 */
export function ForcedPasswordPage({ info }: { info: SessionInfo }) {
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  const device = useDeviceWrite();
  const [form] = Form.useForm<PasswordValues>();

  const submit = async ({ current = '', password }: PasswordValues) => {
    const { name } = info;
    const param = { name, key: loginKey(name, current), key1: loginKey(name, password), value1: loginValue(password) };
    const result = await device.run(write(userModifyPassword, param), { success: null });
    if (!result.isClean) return;
    sessionStorage.removeItem(DEFAULT_PASSWORD_KEY);
    const outcome = await requestLogin({ name, password, captchaText: '', captchaFile: '' });
    if (outcome.kind === 'signedIn') {
      useSession.getState().signIn(outcome.token, name);
      toast.success(t('forced.done'));
    } else {
      leaveSession(navigate, { kind: 'warning', text: t('forced.signInAgain') });
    }
  };

  return (
    <Flex className="olt-forced-password" justify="center" align="center" style={{ minHeight: '100vh' }}>
      <Card style={{ width: 440 }}>
        <Typography.Title level={4} style={{ marginTop: 0 }}>
          <LockOutlined /> {t('forced.title')}
        </Typography.Title>
        <Alert
          type="warning"
          showIcon
          title={t(info.password_change_reason === 'required' ? 'forced.required' : 'forced.factory')}
          style={{ marginBottom: 16 }}
        />
        <Form<PasswordValues>
          form={form}
          layout="vertical"
          onFinish={(v) => void submit(v)}
          disabled={device.isPending}
        >
          <Form.Item label={t('field.user')}>
            <Input value={info.name} disabled />
          </Form.Item>
          <PasswordFields withCurrent />
          <Flex justify="space-between">
            <Button onClick={() => leaveSession(navigate, { kind: 'warning', text: t('forced.signedOut') })}>
              {t('forced.signOut')}
            </Button>
            <Button type="primary" htmlType="submit" loading={device.isPending}>
              {t('forced.submit')}
            </Button>
          </Flex>
        </Form>
      </Card>
    </Flex>
  );
}
