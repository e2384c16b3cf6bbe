import { memo } from 'react';
import { DashboardOutlined, StopOutlined } from '../../components/plain/plainIcons.ts';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../lib/translation.ts';
import { PlainButton } from '../../components/plain/PlainButton.tsx';

/** The screens the original's toolbar leads to from the ONU table (screens.md §7). */
const ONU_BANDWIDTH_PATH = '/advanced_setting/sla_cfg';
const ONU_DENY_PATH = '/advanced_setting/onu_deny';

/** Upstream bandwidth and the deny list, for the PON shown (its port carried in the address when one is chosen). */
export const OnuPageLinks = memo(function OnuPageLinks({ portId }: { portId: number | null }) {
  const { t } = useTranslation('onu');
  const navigate = useNavigate();
  const go = (path: string) => void navigate(portId === null ? path : `${path}?port_id=${portId}`);
  return (
    <>
      <PlainButton icon={<DashboardOutlined />} onClick={() => go(ONU_BANDWIDTH_PATH)}>
        {t('toolbar.bandwidth')}
      </PlainButton>
      <PlainButton icon={<StopOutlined />} onClick={() => go(ONU_DENY_PATH)}>
        {t('toolbar.denyList')}
      </PlainButton>
    </>
  );
});
