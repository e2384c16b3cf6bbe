import { Tabs } from 'antd';
import { useTranslation } from '../../lib/translation.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { usePortSelection } from '../../components/usePortSelection.ts';
import { useOnuDetail } from '../../lib/onuQueries.ts';
import type { PageProps } from '../../lib/pages.ts';
import { OnuAlarmTab } from './OnuAlarmTab.tsx';
import { OnuInfoTab } from './OnuInfoTab.tsx';
import { OnuWanEditor } from '../../components/onuWan/OnuWanEditor.tsx';
import { OnuWlanTab } from './OnuWlanTab.tsx';

/** ONU basic information (screens.md §11.1): details and actions, alarms, and for HGUs their WAN and WLAN. */
export function OnuBasicPage({ title }: PageProps) {
  const { t } = useTranslation('onuDevice');
  const selection = usePortSelection({ withOnu: true });
  const { portId, onuId } = selection;
  const detail = useOnuDetail(portId, onuId ?? 0, onuId !== null);
  const isHgu = detail.data?.dev_type === 'HGU';
  const ids = { portId, onuId: onuId ?? 0 };
  return (
    <>
      <PageHeader title={title} selection={selection} />
      {onuId !== null && (
        <Tabs
          destroyOnHidden
          items={[
            { key: 'info', label: t('basic.tabs.info'), children: <OnuInfoTab {...ids} /> },
            { key: 'alarm', label: t('basic.tabs.alarm'), children: <OnuAlarmTab {...ids} /> },
            ...(isHgu ? [{ key: 'wan', label: t('basic.tabs.wan'), children: <OnuWanEditor {...ids} /> }] : []),
            ...(isHgu && (detail.data?.wlan ?? 0) > 0
              ? [{ key: 'wlan', label: t('basic.tabs.wlan'), children: <OnuWlanTab {...ids} /> }]
              : []),
          ]}
        />
      )}
    </>
  );
}
