import { Card, Flex } from 'antd';
import { useTranslation } from '../../lib/translation.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { portOptionLabel } from '../../components/portOptions.ts';
import { usePonChoice } from '../../components/usePonChoice.ts';
import { BatchUpgradeCard } from './BatchUpgradeCard.tsx';
import { UpgradeProgress } from './UpgradeProgress.tsx';
import { UpgradeTypesCard } from './UpgradeTypesCard.tsx';
import { useUpgradeStatus, useUpgradeTypes } from './upgradeQueries.ts';

/**
 * ONU batch upgrade (screens.md §10.5): upgrade types and their ONUs, the image upload that upgrades every bound ONU
 * of the PON, and the progress of each ONU right below, moving by itself while the upgrade runs.
 */
export function BatchUpgradePage({ title }: { title: string }) {
  const { t } = useTranslation('ponTools');
  const selection = usePonChoice();
  const { portId } = selection;
  const port = selection.ports.find((p) => p.id === portId);
  const portName = port ? portOptionLabel(port) : String(portId);
  const types = useUpgradeTypes().data ?? [];
  const status = useUpgradeStatus(portId);
  return (
    <Card variant="borderless">
      <PageHeader title={title} selection={selection} />
      <Flex vertical gap="middle">
        <UpgradeTypesCard portId={portId} types={types} />
        <BatchUpgradeCard portId={portId} portName={portName} types={types} />
        <Card size="small" title={t('upgrade.title')}>
          <UpgradeProgress rows={status.data} loading={status.isPending} />
        </Card>
      </Flex>
    </Card>
  );
}
