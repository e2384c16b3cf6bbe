import { useState } from 'react';
import { Flex, Typography, theme } from 'antd';
import { PictureOutlined } from '@ant-design/icons';
import { useTranslation } from '../../lib/translation.ts';
import type { ImageSizePx } from '../../lib/imageCheck.ts';

// a light checkerboard, so that a transparent logo shows its real outline
const CHECKERBOARD = 'repeating-conic-gradient(#f0f0f0 0% 25%, #ffffff 0% 50%) 50% / 16px 16px';

/** The logo the device serves now; a device without one answers 404, which reads "no logo set yet". */
function LogoImage({ src, framePx }: { src: string; framePx?: ImageSizePx }) {
  const { t } = useTranslation('sysSetting');
  const { token } = theme.useToken();
  const [isMissing, setMissing] = useState(false);
  const box = {
    width: framePx?.width ?? '100%',
    height: framePx?.height ?? 96,
    border: `1px dashed ${token.colorBorder}`,
    borderRadius: token.borderRadiusSM,
    background: CHECKERBOARD,
  };
  if (isMissing) {
    return (
      <Flex align="center" justify="center" gap="small" style={box}>
        <PictureOutlined style={{ color: token.colorTextTertiary }} />
        <Typography.Text type="secondary">{t('picker.noLogo')}</Typography.Text>
      </Flex>
    );
  }
  return (
    <Flex align="center" justify="center" style={box}>
      <img
        src={src}
        alt={t('picker.current')}
        onError={() => setMissing(true)}
        style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
      />
    </Flex>
  );
}

/** Shows the current logo; a new `src` (after an upload) starts over, so a logo that now exists appears. */
export function CurrentLogo({ src, framePx }: { src: string; framePx?: ImageSizePx }) {
  const { t } = useTranslation('sysSetting');
  return (
    <Flex vertical gap={4}>
      <Typography.Text type="secondary">{t('picker.current')}</Typography.Text>
      <LogoImage key={src} src={src} framePx={framePx} />
    </Flex>
  );
}
