import { useState } from 'react';
import { Menu, type MenuProps } from 'antd';
import { useTranslation } from '../lib/translation.ts';
import { useLocation, useNavigate } from 'react-router';
import type { MenuEntry } from '@olt/protocol';
import { useDeviceMenu } from '../lib/deviceQueries.ts';
import { useAccess } from '../lib/access.ts';
import { ADVANCED_BASE, advancedPageAt, advancedPageOf } from './menu.ts';
import { menuLabel } from './menuLabels.ts';
import { groupOf, rememberedMenuKeys } from './menuMemory.ts';
import { visibleMenu } from './menuAccess.ts';

type MenuItem = NonNullable<MenuProps['items']>[number];

const GROUP_PREFIX = 'group:';

/**
 * The advanced area's menu, built from the device's answer (GET /board?info=menu): groups open one at a time, the
 * current page is highlighted and its group opens with it. A name the console has no page for is shown disabled.
 */
export function AsideMenu() {
  const { t } = useTranslation('menu');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const info = useAccess((s) => s.info);
  const deviceMenu = useDeviceMenu().data?.menu;
  const entries = visibleMenu(deviceMenu ?? [], info);
  const page = advancedPageAt(pathname);
  const currentGroup = page ? groupOf(page, entries) : null;

  const [openGroup, setOpenGroup] = useState<string | null>(() => currentGroup ?? rememberedMenuKeys().first ?? null);
  // when the page changes (or the menu arrives) its group opens and any other closes; outside the area none stays open
  const [shownGroup, setShownGroup] = useState(currentGroup);
  if (shownGroup !== currentGroup) {
    setShownGroup(currentGroup);
    setOpenGroup(currentGroup);
  }

  const leaf = (entry: MenuEntry): MenuItem => {
    const target = advancedPageOf(entry.name);
    return target
      ? { key: target, label: menuLabel(t, entry.name, false) }
      : { key: `unknown:${entry.name}`, label: menuLabel(t, entry.name, false), disabled: true };
  };
  const items: MenuItem[] = entries.map((entry) =>
    entry.children?.length
      ? {
          key: GROUP_PREFIX + entry.name,
          label: menuLabel(t, entry.name, true),
          children: entry.children.map(leaf),
        }
      : leaf(entry),
  );

  const onOpenChange: MenuProps['onOpenChange'] = (keys) => {
    const opened = keys.find((key) => key !== GROUP_PREFIX + openGroup);
    setOpenGroup(opened?.startsWith(GROUP_PREFIX) ? opened.slice(GROUP_PREFIX.length) : null);
  };

  return (
    <nav aria-label={t('asideLabel')}>
      <Menu
        mode="inline"
        items={items}
        selectedKeys={page ? [page] : []}
        openKeys={openGroup ? [GROUP_PREFIX + openGroup] : []}
        onOpenChange={onOpenChange}
        onClick={({ key }) => void navigate(`${ADVANCED_BASE}/${key}`)}
        style={{ borderInlineEnd: 'none' }}
      />
    </nav>
  );
}
