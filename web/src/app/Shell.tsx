import { Layout } from 'antd';
import { KeepAliveOutlet } from './KeepAliveOutlet.tsx';
import { TopBar } from './TopBar.tsx';
import { Footer } from './Footer.tsx';
import { RebootWait } from './RebootWait.tsx';
import { isAdvancedPath } from './menu.ts';
import { useMenuMemory } from './menuMemory.ts';
import { useLiveAlarmConnection } from './liveAlarmConnection.ts';
import { useDefaultPasswordWarning } from './signInNotices.ts';
import './shell.css';

// the advanced area stays mounted (hidden) while a top page is shown, so its kept-alive pages survive the trip
const shellCacheKey = (pathname: string): string | null => (isAdvancedPath(pathname) ? 'advanced' : null);

/** The console after sign-in (screens.md §2): top bar, the routed page, footer; live alarms while it is shown. */
export function Shell() {
  useLiveAlarmConnection();
  useMenuMemory();
  useDefaultPasswordWarning();
  return (
    <Layout className="olt-shell">
      <TopBar />
      <Layout.Content className="olt-content">
        <KeepAliveOutlet cacheKeyOf={shellCacheKey} />
      </Layout.Content>
      <Footer />
      <RebootWait />
    </Layout>
  );
}
