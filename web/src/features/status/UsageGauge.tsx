import { useTranslation } from '../../lib/translation.ts';
import { isUsageProblem } from './statusData.ts';

// Ant Design's dashboard progress, drawn the same way: a 6-wide ring of radius 47 in a 100 × 100 box, open by 75° at
// the bottom, with round ends (whose half-width it takes off the drawn length so the figure stays true)
const RADIUS = 47;
const STROKE = 6;
const GAP_DEGREES = 75;
const PERIMETER = 2 * Math.PI * RADIUS;
const ARC = PERIMETER * ((360 - GAP_DEGREES) / 360);
const ROTATE = `rotate(${90 + GAP_DEGREES / 2}deg)`;

function arcOffset(percent: number): number {
  if (percent >= 100) return 0;
  return Math.min(((100 - percent) / 100) * ARC + STROKE / 2, ARC - 0.01);
}

/** One use figure (CPU or memory) as a gauge; `percent` undefined until the device has answered. */
export function UsageGauge({ label, percent }: { label: string; percent: number | undefined }) {
  const { t } = useTranslation('status');
  const shown = percent === undefined ? undefined : Math.round(percent);
  const isHigh = percent !== undefined && isUsageProblem(percent);
  const dash = { strokeDasharray: `${ARC}px ${PERIMETER}`, transform: ROTATE };
  return (
    <div className={isHigh ? 'olt-status-gauge olt-status-gauge--high' : 'olt-status-gauge'}>
      <div
        className="olt-status-gauge__dial"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={shown}
      >
        <svg viewBox="0 0 100 100" aria-hidden="true">
          <circle
            className="olt-status-gauge__rail"
            r={RADIUS}
            cx="50"
            cy="50"
            style={{ ...dash, strokeDashoffset: 0 }}
          />
          {shown !== undefined && shown > 0 && (
            <circle
              className="olt-status-gauge__value"
              r={RADIUS}
              cx="50"
              cy="50"
              style={{ ...dash, strokeDashoffset: arcOffset(shown) }}
            />
          )}
        </svg>
        <span className="olt-status-gauge__text">{shown === undefined ? '--' : `${shown}%`}</span>
      </div>
      <span>{label}</span>
      <span className={isHigh ? 'olt-status-small olt-status-danger' : 'olt-status-small olt-status-faint'}>
        {percent === undefined ? '\u00a0' : isHigh ? t('resources.high') : t('resources.normal')}
      </span>
    </div>
  );
}
