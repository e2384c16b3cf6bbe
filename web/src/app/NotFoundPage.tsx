import { Button, Result } from 'antd';
import { useTranslation } from '../lib/translation.ts';
import { useLocation, useNavigate } from 'react-router';
import { HOME_PATH } from '@olt/protocol';

/** An address the console does not have: said as such, in the shell, with the way home. */
export function NotFoundPage() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <Result
      status="404"
      title={t('notFound.title')}
      subTitle={t('notFound.text', { path: pathname })}
      extra={
        <Button type="primary" onClick={() => void navigate(HOME_PATH)}>
          {t('notFound.home')}
        </Button>
      }
    />
  );
}
