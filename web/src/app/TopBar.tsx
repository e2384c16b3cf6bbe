import { useTranslation } from '../lib/translation.ts';
import { Link, useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ADVANCED_BASE, TOP_MENU, type TopMenuKey } from '@olt/protocol/light';
import { deviceKeys } from '../lib/deviceQueries.ts';
import { topMenuAt } from './menu.ts';
import { rememberedMenuKeys } from './menuMemory.ts';
import { AlarmBell } from './AlarmBell.tsx';
import { Brand } from './Brand.tsx';
import { ShortcutMenu } from './ShortcutMenu.tsx';
import { ThemePicker } from './ThemePicker.tsx';
import { UserBadge } from './UserBadge.tsx';
import { WhereMacTool } from './WhereMacTool.tsx';

/** The fixed bar above every page (screens.md §2.1): its menu entries are links, so they open in a new tab too. */
export function TopBar() {
  const { t } = useTranslation('menu');
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const active: TopMenuKey = topMenuAt(pathname) ?? rememberedMenuKeys().top ?? 'status';

  return (
    <header className="olt-topbar">
      <Brand />
      <nav className="olt-topnav" aria-label={t('topLabel')}>
        {TOP_MENU.map((key) => (
          <Link
            key={key}
            to={key === 'advanced_setting' ? ADVANCED_BASE : `/${key}`}
            className="olt-topnav-item"
            aria-current={key === active ? 'page' : undefined}
            onClick={() => {
              // the device may offer other pages by now (screens.md §2.1: the menu is read again on entry)
              if (key === 'advanced_setting') void queryClient.invalidateQueries({ queryKey: deviceKeys.menu });
            }}
          >
            {t(`top.${key}`)}
          </Link>
        ))}
      </nav>
      <div className="olt-topbar-tools">
        <WhereMacTool />
        <AlarmBell />
        <ShortcutMenu />
        <ThemePicker />
        <UserBadge />
      </div>
    </header>
  );
}
