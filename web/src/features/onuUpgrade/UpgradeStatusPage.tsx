import { Button, Card } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from '../../lib/translation.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { usePonChoice } from '../../components/usePonChoice.ts';
import { UpgradeProgress } from './UpgradeProgress.tsx';
import { useUpgradeStatus } from './upgradeQueries.ts';

/** ONU upgrade status (screens.md §10.6): the PON's current or last upgrade, re-read by itself while it runs. */
export function UpgradeStatusPage({ title }: { title: string }) {
  const { t } = useTranslation('ponTools');
  const selection = usePonChoice();
  const status = useUpgradeStatus(selection.portId);
  return (
    <Card variant="borderless">
      <PageHeader
        title={title}
        selection={selection}
        actions={
          <Button icon={<ReloadOutlined />} loading={status.isFetching} onClick={() => void status.refetch()}>
            {t('refresh')}
          </Button>
        }
      />
      <UpgradeProgress rows={status.data} loading={status.isPending} />
    </Card>
  );
}
