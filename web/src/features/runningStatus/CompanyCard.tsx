import { Card, Descriptions } from 'antd';
import { useTranslation } from '../../lib/translation.ts';
import { useCompanyInfo } from '../../lib/deviceQueries.ts';

const FIELDS = ['name', 'addr', 'email', 'phone', 'supplier_info'] as const;

/** The vendor's contact (SYS-10), shown only when any of it is set. */
export function CompanyCard() {
  const { t } = useTranslation('runningStatus');
  const { data } = useCompanyInfo();
  if (!data || FIELDS.every((f) => !data[f])) return null;
  return (
    <Card title={t('company.title')} size="small" role="region" aria-label={t('company.title')}>
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2 }}
        items={FIELDS.map((f) => ({ key: f, label: t(`company.${f}`), children: data[f] || '--' }))}
      />
    </Card>
  );
}
