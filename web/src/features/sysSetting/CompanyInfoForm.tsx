import type { ReactNode } from 'react';
import { Card, Row, Typography } from 'antd';
import { useTranslation } from '../../lib/translation.ts';
import { setSettingBoard, type CompanyInfo } from '@olt/protocol';
import { SettingsForm } from '../../components/kit/SettingsForm.tsx';
import type { FieldSpec } from '../../components/kit/fields.ts';
import { useCompanyInfo } from '../../lib/deviceQueries.ts';
import { paramField } from '../../lib/schemaRules.ts';
import { COMPANY_CHANGES, companyInfoSave } from './sysSettingQueries.ts';

const EMPTY: CompanyInfo = { name: '', addr: '', email: '', phone: '', supplier_info: '', cc_url: '' };
const LONG: readonly (keyof CompanyInfo)[] = ['addr', 'supplier_info'];

/** Two columns of short fields, then the long ones across. */
function companyLayout(fields: ReactNode) {
  return <Row gutter={24}>{fields}</Row>;
}

/** Company information, pre-filled from the device (screens.md §4 asks the rebuild to, unlike the original). */
export function CompanyInfoForm() {
  const { t } = useTranslation(['sysSetting', 'common']);
  const company = useCompanyInfo();
  const field = (name: keyof CompanyInfo): FieldSpec<CompanyInfo> => ({
    name,
    label: t(`company.${name}`),
    kind: LONG.includes(name) ? 'textarea' : 'text',
    schema: paramField(setSettingBoard.param, name),
    showCount: true,
    column: LONG.includes(name) ? 24 : 12,
  });
  return (
    <Card title={t('company.title')} role="region" aria-label={t('company.title')}>
      <Typography.Paragraph type="secondary">{t('company.hint')}</Typography.Paragraph>
      <SettingsForm<CompanyInfo>
        query={company}
        empty={EMPTY}
        fields={(['name', 'email', 'phone', 'cc_url', 'addr', 'supplier_info'] as const).map(field)}
        toWrite={companyInfoSave}
        invalidate={COMPANY_CHANGES}
        saveLabel={t('company.commit')}
        success={(v) => (v.name ? t('company.saved', { name: v.name }) : t('company.savedNoName'))}
        failure={(message) => t('company.failed', { message })}
        loadFailed={t('company.loadFailed')}
        layout={companyLayout}
      />
    </Card>
  );
}
