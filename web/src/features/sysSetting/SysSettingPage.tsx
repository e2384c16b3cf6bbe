import { useEffect, useEffectEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Col, Flex, Row, Spin, Typography, theme } from 'antd';
import { useTranslation } from '../../lib/translation.ts';
import { VENDOR_ACCOUNT } from '@olt/protocol';
import { useSession } from '../../lib/session.ts';
import { useCustomFlags } from '../../lib/deviceQueries.ts';
import { SysSettingTopBar } from './SysSettingTopBar.tsx';
import { LogoUploadCard } from './LogoUploadCard.tsx';
import { CompanyInfoForm } from './CompanyInfoForm.tsx';

/**
 * Whether the signed-in user may stay (spec §6): only the vendor account, and only on a device whose vendor has not
 * locked customisation (`custom` = 1). Null while the flags are still loading; a failed load does not lock the page,
 * as the flags' failures are silent everywhere else too.
 */
function useMayCustomise(): boolean | null {
  const user = useSession((s) => s.user);
  const flags = useCustomFlags();
  if (user !== VENDOR_ACCOUNT.name) return false;
  if (flags.isPending) return null;
  return flags.data?.custom !== 1;
}

/** Vendor customisation: the two logos and the company information (/sys-setting, screens.md §4). */
export function SysSettingPage() {
  const { t } = useTranslation('sysSetting');
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const location = useLocation();
  const mayCustomise = useMayCustomise();
  const { data: flags } = useCustomFlags();

  const toMain = () => void navigate('/main');
  // "sent back": to where the user came from, or to the console when the page was opened directly
  const sendBack = useEffectEvent(
    () => void (location.key === 'default' ? navigate('/main', { replace: true }) : navigate(-1)),
  );

  useEffect(() => {
    if (mayCustomise === false) sendBack();
  }, [mayCustomise]);

  if (!mayCustomise) {
    return (
      <Flex align="center" justify="center" style={{ minHeight: '100vh' }}>
        <Spin />
      </Flex>
    );
  }

  return (
    <div style={{ minHeight: '100vh', background: token.colorBgLayout }}>
      <SysSettingTopBar onBack={toMain} isLanguageFixed={flags?.fix_lang === 1} />
      <main
        style={{
          maxWidth: 1120,
          margin: '0 auto',
          padding: `${token.paddingLG}px ${token.paddingLG}px ${token.paddingXL}px`,
        }}
      >
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {t('title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('subtitle')}</Typography.Paragraph>
        <Row gutter={[24, 24]}>
          <Col xs={24} lg={12}>
            <LogoUploadCard type="login_logo" />
          </Col>
          <Col xs={24} lg={12}>
            <LogoUploadCard type="logo" />
          </Col>
          <Col span={24}>
            <CompanyInfoForm />
          </Col>
        </Row>
      </main>
    </div>
  );
}
