import { Button, Flex, Segmented, Typography, theme } from 'antd';
import { ArrowLeftOutlined, GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from '../../lib/translation.ts';
import { LANGUAGES, type Language } from '@olt/protocol';
import { useLanguage } from '../../lib/language.ts';

/** The slim bar of the page outside the shell: the way back, and the language unless the vendor fixed it. */
export function SysSettingTopBar({ onBack, isLanguageFixed }: { onBack: () => void; isLanguageFixed: boolean }) {
  const { t, i18n } = useTranslation('sysSetting');
  const { token } = theme.useToken();
  const lang = useLanguage((s) => s.lang);
  const setLang = useLanguage((s) => s.setLang);
  return (
    <Flex
      component="header"
      align="center"
      justify="space-between"
      style={{
        height: 56,
        padding: `0 ${token.paddingLG}px`,
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        position: 'sticky',
        top: 0,
        zIndex: 10,
      }}
    >
      <Button type="link" icon={<ArrowLeftOutlined />} onClick={onBack} style={{ paddingInline: 0 }}>
        {t('back')}
      </Button>
      {!isLanguageFixed && (
        <Flex align="center" gap="small">
          <GlobalOutlined style={{ color: token.colorTextSecondary }} aria-hidden />
          <Typography.Text type="secondary">{t('language')}</Typography.Text>
          <Segmented<Language>
            size="small"
            value={lang}
            onChange={(value) => setLang(value)}
            // each language is named in itself, so a reader of either finds theirs
            options={LANGUAGES.map((value) => ({ value, label: i18n.t('sysSetting:langName', { lng: value }) }))}
          />
        </Flex>
      )}
    </Flex>
  );
}
