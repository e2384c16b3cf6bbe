import { useState } from 'react';
import { Alert, Button, Card, Flex, Space, Tabs, Tag, Typography } from 'antd';
import { ReloadOutlined, SettingOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useMayWrite } from '../../lib/access.ts';
import { useTranslation } from '../../lib/translation.ts';
import { CistTab } from './CistTab.tsx';
import { MstiTab } from './MstiTab.tsx';
import { StatusDialog } from './MstpDialogs.tsx';
import { PortsTab } from './PortsTab.tsx';
import { RegionTab } from './RegionTab.tsx';
import { mstpKeys, useMstpStatus } from './mstpQueries.ts';

/** MSTP (screens.md §14.4): the status line; the region, CIST, MSTI and port tabs only while MSTP is on. */
export function MstpPage({ title }: { title: string }) {
  const { t } = useTranslation('mstp');
  const status = useMstpStatus();
  const mayWrite = useMayWrite('switch');
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const on = status.data?.mstp_status === 1;
  return (
    <Card variant="borderless" data-page="mstp">
      <PageHeader title={title} />
      <Flex vertical gap="middle">
        <Space>
          <Typography.Text strong>{t('status.label')}</Typography.Text>
          {status.data && <Tag color={on ? 'success' : 'default'}>{t(on ? 'status.on' : 'status.off')}</Tag>}
          <Button icon={<SettingOutlined />} disabled={!mayWrite || !status.data} onClick={() => setOpen(true)}>
            {t('setting')}
          </Button>
          <Button icon={<ReloadOutlined />} onClick={() => void client.invalidateQueries({ queryKey: mstpKeys.all })}>
            {t('refresh')}
          </Button>
        </Space>
        {status.data && !on && <Alert type="info" showIcon title={t('status.offTip')} />}
        {on && (
          <Tabs
            items={[
              { key: 'region', label: t('tabs.region'), children: <RegionTab /> },
              { key: 'cist', label: t('tabs.cist'), children: <CistTab /> },
              { key: 'msti', label: t('tabs.msti'), children: <MstiTab /> },
              { key: 'ports', label: t('tabs.ports'), children: <PortsTab /> },
            ]}
          />
        )}
      </Flex>
      {open && status.data && <StatusDialog status={status.data.mstp_status} onClose={() => setOpen(false)} />}
    </Card>
  );
}
