import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import './shell.css';

/**
 * Shown while a route's code loads (spec §2: a loading overlay during navigation): a thin bar in the theme colour
 * across the top and a spinner. Both appear after a short delay, so fast navigations do not flicker.
 */
export function RouteLoading() {
  const { t } = useTranslation('shell');
  return (
    <div className="olt-route-loading" role="progressbar" aria-busy="true" aria-label={t('loading')}>
      <div className="olt-route-loading-bar" />
      <Spin className="olt-route-loading-spin" size="large" />
    </div>
  );
}
