import { HourglassOutlined } from '@ant-design/icons';
import { Card, Result, Typography } from 'antd';
import { useTranslation } from '../../lib/translation.ts';

interface NotAvailablePageProps {
  /** the route name, e.g. `pon_setting` */
  name: string;
  /** the page's translated title */
  title: string;
}

/**
 * Stands in for a page this version does not have yet: it names the page and says so plainly, instead of showing an
 * empty screen or invented data.
 */
export function NotAvailablePage({ name, title }: NotAvailablePageProps) {
  const { t } = useTranslation();
  return (
    <Card variant="borderless" data-page={name}>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {title}
      </Typography.Title>
      <Result
        icon={<HourglassOutlined />}
        title={t('notAvailable.title')}
        subTitle={t('notAvailable.text', { name: title })}
      />
    </Card>
  );
}
