import type { ThemeConfig } from 'antd';
import { readableShade, tint } from './themeColors.ts';
import { SELECTION_COLUMN_PX } from './uiLimits.ts';

const TOP_BAR_PX = 56;
export const ASIDE_PX = 220;

/**
 * Ant Design's look for a theme colour. Component defaults that antd only offers as props per use are set here as
 * design tokens: buttons have the height and padding of antd's small size (spec §9: buttons default to small), the
 * selection column of tables is 50 px wide.
 */
export function consoleTheme(primary: string): ThemeConfig {
  // fills keep the theme colour; text in the theme colour uses its readable shade, as orange and green on white are
  // too faint to read; selected entries get a pale tint of the colour rather than antd's grey for dark colours
  const readable = readableShade(primary);
  const selectedBg = tint(primary, 0.88);
  return {
    token: {
      colorPrimary: primary,
      colorInfo: primary,
      colorLink: readable,
      controlItemBgActive: selectedBg,
      controlItemBgActiveHover: tint(primary, 0.82),
      borderRadius: 4,
    },
    components: {
      Menu: {
        itemSelectedBg: selectedBg,
        itemSelectedColor: readable,
        subMenuItemSelectedColor: readable,
        itemActiveBg: tint(primary, 0.92),
      },
      Button: { controlHeight: 24, paddingInline: 7, onlyIconSize: 14 },
      Table: { selectionColumnWidth: SELECTION_COLUMN_PX },
      Layout: {
        headerBg: readable,
        headerHeight: TOP_BAR_PX,
        headerPadding: '0 16px',
        headerColor: '#ffffff',
        siderBg: '#ffffff',
        bodyBg: '#f3f5f8',
        footerBg: '#ffffff',
        footerPadding: '8px 16px',
      },
    },
  };
}
