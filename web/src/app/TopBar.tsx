import { ConfigProvider, Layout, Menu, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { TOP_MENU, type TopMenuKey } from '@olt/protocol';
import { deviceKeys } from '../lib/deviceQueries.ts';
import { ADVANCED_BASE, topMenuAt } from './menu.ts';
import { rememberedMenuKeys } from './menuMemory.ts';
import { AlarmBell } from './AlarmBell.tsx';
import { Brand } from './Brand.tsx';
import { ShortcutMenu } from './ShortcutMenu.tsx';
import { ThemePicker } from './ThemePicker.tsx';
import { UserBadge } from './UserBadge.tsx';

// white text on the bar's colour; the current entry is marked by a lighter band, not by the theme colour it sits on
const TOP_MENU_THEME = {
  components: {
    Menu: {
      darkItemBg: 'transparent',
      darkPopupBg: 'transparent',
      darkItemColor: 'rgba(255, 255, 255, 0.82)',
      darkItemHoverColor: '#ffffff',
      darkItemHoverBg: 'rgba(255, 255, 255, 0.12)',
      darkItemSelectedColor: '#ffffff',
      darkItemSelectedBg: 'rgba(255, 255, 255, 0.2)',
      horizontalLineHeight: '56px',
    },
  },
};

/** The fixed bar above every page (screens.md §2.1). */
export function TopBar() {
  const { t } = useTranslation('menu');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const active: TopMenuKey = topMenuAt(pathname) ?? rememberedMenuKeys().top ?? 'status';

  const items: MenuProps['items'] = TOP_MENU.map((key) => ({ key, label: t(`top.${key}`) }));
  const open = (key: TopMenuKey) => {
    if (key === 'advanced_setting') {
      // the device may offer other pages by now (screens.md §2.1: the menu is read again on entry)
      void queryClient.invalidateQueries({ queryKey: deviceKeys.menu });
      void navigate(ADVANCED_BASE);
    } else {
      void navigate(`/${key}`);
    }
  };

  return (
    <Layout.Header className="olt-topbar">
      <Brand />
      <nav className="olt-topnav" aria-label={t('topLabel')}>
        <ConfigProvider theme={TOP_MENU_THEME}>
          <Menu
            mode="horizontal"
            theme="dark"
            items={items}
            selectedKeys={[active]}
            onClick={({ key }) => open(key as TopMenuKey)}
            disabledOverflow
          />
        </ConfigProvider>
      </nav>
      <div className="olt-topbar-tools">
        <AlarmBell />
        <ShortcutMenu />
        <ThemePicker />
        <UserBadge />
      </div>
    </Layout.Header>
  );
}
