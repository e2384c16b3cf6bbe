import { Tag, Tooltip } from 'antd';
import { useTranslation } from '../lib/translation.ts';
import { HARDWARE_ONLY_ENDPOINTS, type Route } from '@olt/protocol';

/** Whether a write of `ep` takes effect on real hardware only (protocol/src/access/hardwareOnly.ts). */
export const isHardwareOnly = (ep: Route): boolean => HARDWARE_ONLY_ENDPOINTS.includes(ep.id);

/**
 * Says beside a setting whether this simulated device acts on it or only real hardware does, from the protocol's
 * list, so a screen never keeps its own.
 */
export function HardwareOnlyTag({ ep }: { ep: Route }) {
  const { t } = useTranslation('components');
  const isOnly = isHardwareOnly(ep);
  return (
    <Tooltip title={t(isOnly ? 'hardware.onlyHint' : 'hardware.activeHint')}>
      <Tag color={isOnly ? 'default' : 'green'}>{t(isOnly ? 'hardware.only' : 'hardware.active')}</Tag>
    </Tooltip>
  );
}
