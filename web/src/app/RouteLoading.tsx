import { useTranslation } from '../lib/translation.ts';
import './shell.css';

/**
 * Shown while a route's code loads (spec §2: a loading overlay during navigation): a thin bar in the theme colour
 * across the top and a spinner. Both appear after a short delay, so fast navigations do not flicker. Plain CSS: it
 * shows while Ant Design itself may still be loading.
 */
export function RouteLoading() {
  const { t } = useTranslation('shell');
  return (
    <div className="olt-route-loading" role="progressbar" aria-busy="true" aria-label={t('loading')}>
      <div className="olt-route-loading-bar" />
      <span className="olt-spinner olt-route-loading-spin" />
    </div>
  );
}
