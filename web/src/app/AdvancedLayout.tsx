import { Layout } from 'antd';
import { AsideMenu } from './AsideMenu.tsx';
import { KeepAliveOutlet } from './KeepAliveOutlet.tsx';
import { isAdvancedPath, keptAlivePath } from './menu.ts';
import { ASIDE_PX } from '../lib/consoleTheme.ts';

/** The advanced area (screens.md §2): the device's menu on the left, the chosen page beside it. */
export function AdvancedLayout() {
  return (
    <Layout className="olt-advanced" hasSider>
      <Layout.Sider width={ASIDE_PX} className="olt-aside">
        <AsideMenu />
      </Layout.Sider>
      <Layout.Content className="olt-detail">
        <KeepAliveOutlet cacheKeyOf={keptAlivePath} isServing={isAdvancedPath} />
      </Layout.Content>
    </Layout>
  );
}
