import { Card, Descriptions } from 'antd';
import { useTranslation } from '../../lib/translation.ts';
import { useSystemInfo } from '../../lib/deviceQueries.ts';

/** What runs now (GET /board?info=system): what an image replaces, and what a refused model check compares. */
export function VersionsCard() {
  const { t } = useTranslation('upgrade');
  const { data } = useSystemInfo();
  const facts = [
    { key: 'model', value: data?.product_name },
    { key: 'system', value: data?.sys_ver },
    { key: 'firmware', value: data?.fw_ver },
    { key: 'hardware', value: data?.hw_ver },
  ] as const;
  return (
    <Card title={t('versions.title')} size="small" role="region" aria-label={t('versions.title')}>
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2, xl: 4 }}
        items={facts.map((f) => ({ key: f.key, label: t(`versions.${f.key}`), children: f.value ?? '–' }))}
      />
    </Card>
  );
}
