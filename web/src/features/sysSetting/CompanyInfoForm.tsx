import { Alert, Button, Card, Col, Form, Input, Row, Skeleton, Typography } from 'antd';
import { SaveOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { COMPANY_MAX_CHARS, type CompanyInfo } from '@olt/protocol';
import { useCompanyInfo } from '../../lib/deviceQueries.ts';
import { useDeviceWrite } from '../../lib/useDeviceWrite.ts';
import { COMPANY_CHANGES, companyInfoSave } from './sysSettingQueries.ts';

const EMPTY: CompanyInfo = { name: '', addr: '', email: '', phone: '', supplier_info: '', cc_url: '' };

/** A text field limited as the device limits it, with a live character count (spec §5). */
function LimitedField({ name, label, isLong = false }: { name: keyof CompanyInfo; label: string; isLong?: boolean }) {
  const max = COMPANY_MAX_CHARS[name];
  return (
    <Form.Item name={name} label={label}>
      {isLong ? (
        <Input.TextArea maxLength={max} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
      ) : (
        <Input maxLength={max} showCount />
      )}
    </Form.Item>
  );
}

function CompanyFields({ initial }: { initial: CompanyInfo }) {
  const { t } = useTranslation(['sysSetting', 'common']);
  const [form] = Form.useForm<CompanyInfo>();
  const save = useDeviceWrite();

  const submit = (values: CompanyInfo) => {
    // fields the user never touched are undefined in antd's values; the device wants every key
    const param: CompanyInfo = { ...EMPTY, ...values };
    void save.run(companyInfoSave(param), {
      success: t('common:settingOk'),
      failure: (message) => t('company.failed', { message }),
      invalidate: COMPANY_CHANGES,
    });
  };

  return (
    <Form<CompanyInfo>
      form={form}
      layout="vertical"
      initialValues={initial}
      onFinish={submit}
      disabled={save.isPending}
    >
      <Row gutter={24}>
        <Col xs={24} md={12}>
          <LimitedField name="name" label={t('company.name')} />
        </Col>
        <Col xs={24} md={12}>
          <LimitedField name="email" label={t('company.email')} />
        </Col>
        <Col xs={24} md={12}>
          <LimitedField name="phone" label={t('company.phone')} />
        </Col>
        <Col xs={24} md={12}>
          <LimitedField name="cc_url" label={t('company.cc_url')} />
        </Col>
        <Col span={24}>
          <LimitedField name="addr" label={t('company.addr')} isLong />
        </Col>
        <Col span={24}>
          <LimitedField name="supplier_info" label={t('company.supplier_info')} isLong />
        </Col>
      </Row>
      <Row justify="end">
        <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={save.isPending}>
          {t('company.commit')}
        </Button>
      </Row>
    </Form>
  );
}

/** Company information, pre-filled from the device (screens.md §4 asks the rebuild to, unlike the original). */
export function CompanyInfoForm() {
  const { t } = useTranslation('sysSetting');
  const company = useCompanyInfo();
  return (
    <Card title={t('company.title')}>
      <Typography.Paragraph type="secondary">{t('company.hint')}</Typography.Paragraph>
      {company.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <>
          {company.isError && (
            <Alert type="warning" showIcon title={t('company.loadFailed')} style={{ marginBottom: 16 }} />
          )}
          {/* a fresh form for fresh data: antd reads initialValues only once */}
          <CompanyFields key={company.dataUpdatedAt} initial={{ ...EMPTY, ...company.data }} />
        </>
      )}
    </Card>
  );
}
