import { KeepAliveOutlet } from './KeepAliveOutlet.tsx';
import { TopBar } from './TopBar.tsx';
import { Footer } from './Footer.tsx';
import { RebootWait } from './RebootWait.tsx';
import { isAdvancedPath } from './menu.ts';
import { useMenuMemory } from './menuMemory.ts';
import { useLiveAlarmConnection } from './liveAlarmConnection.ts';
import { DefaultPasswordNotice } from './signInNotices.tsx';
import '../components/plain/plain.css';
import './shell.css';

// the advanced area stays mounted (hidden) while a top page is shown, so its kept-alive pages survive the trip
const shellCacheKey = (pathname: string): string | null => (isAdvancedPath(pathname) ? 'advanced' : null);

/**
 * The console after sign-in (screens.md §2): top bar, the routed page, footer; live alarms while it is shown. Drawn
 * without Ant Design, so the pages that paint without it do not wait for it either.
 */
export function Shell() {
  useLiveAlarmConnection();
  useMenuMemory();
  return (
    <div className="olt-shell">
      <TopBar />
      <main className="olt-content">
        <KeepAliveOutlet cacheKeyOf={shellCacheKey} />
      </main>
      <Footer />
      <RebootWait />
      <DefaultPasswordNotice />
    </div>
  );
}
