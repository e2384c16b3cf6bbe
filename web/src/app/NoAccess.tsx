import { Card, Result } from 'antd';
import { StopOutlined } from '@ant-design/icons';
import { useTranslation } from '../lib/translation.ts';

/** An advanced page the session may not open, typed in the address bar: said as such. */
export function NoAccess({ name, title }: { name: string; title: string }) {
  const { t } = useTranslation('shell');
  return (
    <Card variant="borderless" data-page={name}>
      <Result icon={<StopOutlined />} title={title} subTitle={t('noAccess', { name: title })} />
    </Card>
  );
}
