import { BgColorsOutlined, CheckOutlined } from '../components/plain/plainIcons.ts';
import { useTranslation } from '../lib/translation.ts';
import { PlainPopover } from '../components/plain/PlainPopover.tsx';
import { showDeviceError } from '../lib/feedback.ts';
import { useTheme } from '../lib/theme.ts';
import { THEME_SWATCHES } from '../lib/themeColors.ts';

/**
 * Five colour swatches (spec §9). A choice recolours the whole console at once and is stored on the device
 * (POST /system_theme), so it is there after a reload and on the sign-in page; a refused choice is rolled back.
 */
export function ThemePicker() {
  const { t } = useTranslation('shell');
  const theme = useTheme((s) => s.theme);
  const current = THEME_SWATCHES[theme] ?? THEME_SWATCHES[0];
  return (
    <PlainPopover
      trigger={<BgColorsOutlined />}
      label={current ? t('theme.current', { name: t(`theme.names.${current.name}`) }) : t('theme.title')}
      title={t('theme.title')}
      buttonClassName="olt-topbar-button"
    >
      {() => (
        <div className="olt-swatches" role="radiogroup" aria-label={t('theme.title')}>
          {THEME_SWATCHES.map(({ index, color, name }) => (
            <button
              key={index}
              type="button"
              role="radio"
              aria-checked={index === theme}
              aria-label={t(`theme.names.${name}`)}
              title={t(`theme.names.${name}`)}
              className="olt-swatch"
              style={{ background: color }}
              onClick={() => void useTheme.getState().choose(index).catch(showDeviceError)}
            >
              {index === theme && <CheckOutlined />}
            </button>
          ))}
        </div>
      )}
    </PlainPopover>
  );
}
