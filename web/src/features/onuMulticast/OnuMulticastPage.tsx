import { Tabs } from 'antd';
import { useTranslation } from '../../lib/translation.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { usePortSelection } from '../../components/usePortSelection.ts';
import type { PageProps } from '../../lib/pages.ts';
import { McModeTab } from './McModeTab.tsx';
import { McPortTable } from './McPortTable.tsx';

/** ONU multicast (screens.md §11.3): the ONU's mode and fast leave, then each UNI port's groups and VLANs. */
export function OnuMulticastPage({ title }: PageProps) {
  const { t } = useTranslation('onuDevice');
  const selection = usePortSelection({ withOnu: true });
  const { portId, onuId } = selection;
  return (
    <>
      <PageHeader title={title} selection={selection} />
      {onuId !== null && (
        <Tabs
          items={[
            { key: 'onu', label: t('multicast.tabs.onu'), children: <McModeTab portId={portId} onuId={onuId} /> },
            { key: 'vlan', label: t('multicast.tabs.vlan'), children: <McPortTable portId={portId} onuId={onuId} /> },
          ]}
        />
      )}
    </>
  );
}
