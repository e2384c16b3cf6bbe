import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Card, Tabs } from 'antd';
import { DeleteOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/translation.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { CreateVlanDialog } from './CreateVlanDialog.tsx';
import { DeleteVlanDialog } from './DeleteVlanDialog.tsx';
import { PortVlanTab } from './PortVlanTab.tsx';
import { QinqTab } from './QinqTab.tsx';
import { TranslationTab } from './TranslationTab.tsx';
import { VlanListTab } from './VlanListTab.tsx';
import { vlanKeys } from './vlanQueries.ts';
import { useMayWrite } from '../../lib/access.ts';

const TABS = {
  list: vlanKeys.table,
  ports: vlanKeys.ports,
  translation: vlanKeys.translations,
  qinq: vlanKeys.qinq,
} as const;
type TabKey = keyof typeof TABS;
const isTab = (key: string | null): key is TabKey => key !== null && key in TABS;

/** Refresh ignores repeated clicks within this time (screens.md §8: 1 s debounce). */
const REFRESH_GAP_MS = 1_000;

/**
 * The VLAN screen (/vlan_mgmt, screens.md §8): the VLAN list, port VLAN settings, translation and QinQ, under a header
 * that creates and deletes VLANs from any tab. The open tab is kept in the address, so a reload stays on it.
 */
export function VlanPage({ title }: { title: string }) {
  const { t } = useTranslation('vlan');
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: TabKey = isTab(requested) ? requested : 'list';
  const [dialog, setDialog] = useState<'create' | 'delete' | null>(null);
  const isRefreshing = useIsFetching({ queryKey: TABS[tab] }) > 0;
  const lastRefresh = useRef(0);
  // VLANs are the switch area: a level that may not change it sees the writes disabled
  const mayWrite = useMayWrite('switch');

  const reload = (key: TabKey) => void queryClient.invalidateQueries({ queryKey: TABS[key] });
  const refresh = () => {
    const now = Date.now();
    if (now - lastRefresh.current < REFRESH_GAP_MS) return;
    lastRefresh.current = now;
    reload(tab);
  };
  const openTab = (key: string) => {
    if (!isTab(key)) return;
    setParams(key === 'list' ? {} : { tab: key }, { replace: true });
    // a tab shows the device as it is now, not as it was when last looked at
    reload(key);
  };

  return (
    <Card variant="borderless">
      <PageHeader
        title={title}
        actions={
          <>
            <Button type="primary" icon={<PlusOutlined />} disabled={!mayWrite} onClick={() => setDialog('create')}>
              {t('header.create')}
            </Button>
            <Button danger icon={<DeleteOutlined />} disabled={!mayWrite} onClick={() => setDialog('delete')}>
              {t('header.delete')}
            </Button>
            <Button icon={<ReloadOutlined />} loading={isRefreshing} onClick={refresh}>
              {t('header.refresh')}
            </Button>
          </>
        }
      />
      <Tabs
        activeKey={tab}
        onChange={openTab}
        items={[
          { key: 'list', label: t('tabs.list'), children: <VlanListTab /> },
          { key: 'ports', label: t('tabs.ports'), children: <PortVlanTab /> },
          { key: 'translation', label: t('tabs.translation'), children: <TranslationTab /> },
          { key: 'qinq', label: t('tabs.qinq'), children: <QinqTab /> },
        ]}
      />
      {dialog === 'create' && <CreateVlanDialog onClose={() => setDialog(null)} />}
      {dialog === 'delete' && <DeleteVlanDialog onClose={() => setDialog(null)} />}
    </Card>
  );
}
