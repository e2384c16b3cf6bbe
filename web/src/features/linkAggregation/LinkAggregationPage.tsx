import { Button, Card, Flex, Typography } from 'antd';
import { parsePortList, PSC, type TrunkRow } from '@olt/protocol';
import { PageHeader } from '../../components/PageHeader.tsx';
import { EntityTable } from '../../components/kit/EntityTable.tsx';
import { portOptionLabel } from '../../components/portOptions.ts';
import { usePortOptions } from '../../components/usePortOptions.ts';
import type { PageProps } from '../../lib/pages.ts';
import { useTranslation } from '../../lib/translation.ts';
import { AddMembersDialog, DeleteMembersDialog, PscDialog } from './TrunkDialogs.tsx';
import { wordOf } from '../../lib/wireWords.ts';
import { TRUNK_WRITE_READS, useTrunks } from './trunkQueries.ts';

/**
 * Link aggregation, manual trunks (screens.md §17): each trunk with its members and load-balancing criteria;
 * create, add and delete members, set the criteria. A trunk change renames the ports everywhere (`(LAGn)`).
 */
export function LinkAggregationPage({ title, name: pageName }: PageProps) {
  const { t } = useTranslation('lag');
  const ports = usePortOptions();
  const trunks = useTrunks();
  const rows = trunks.data ?? [];
  const portName = (id: number) => {
    const p = ports.find((x) => x.id === id);
    return p ? portOptionLabel(p) : String(id);
  };
  return (
    <Card variant="borderless" data-page={pageName}>
      <PageHeader
        title={title}
        actions={
          <Button onClick={() => void trunks.refetch()} loading={trunks.isFetching}>
            {t('refresh')}
          </Button>
        }
      />
      <Flex vertical gap="middle">
        <Typography.Text type="secondary">{t('trunk.tip')}</Typography.Text>
        <EntityTable<TrunkRow>
          rows={rows}
          loading={trunks.isPending}
          rowKey={(r) => r.trunk_id}
          area="switch"
          invalidate={TRUNK_WRITE_READS}
          actionsTitle={t('trunk.col.actions')}
          add={{
            label: t('trunk.create'),
            dialog: (onClose) => <AddMembersDialog rows={rows} ports={ports} onClose={onClose} />,
          }}
          columns={[
            { title: t('trunk.col.id'), key: 'id', render: (_, r) => t('trunk.name', { id: r.trunk_id }) },
            {
              title: t('trunk.col.members'),
              key: 'members',
              render: (_, r) => parsePortList(r.member_portlist).map(portName).join(', ') || t('none'),
            },
            {
              title: t('trunk.col.psc'),
              key: 'psc',
              render: (_, r) => t(`trunk.psc.${wordOf(PSC, r.psc)}`),
            },
          ]}
          rowActions={[
            { key: 'psc', label: t('setting'), dialog: (row, onClose) => <PscDialog trunk={row} onClose={onClose} /> },
            {
              key: 'add',
              label: t('trunk.addMembers'),
              dialog: (row, onClose) => <AddMembersDialog trunk={row} rows={rows} ports={ports} onClose={onClose} />,
            },
            {
              key: 'delete',
              label: t('trunk.deleteMembers'),
              danger: true,
              dialog: (row, onClose) => (
                <DeleteMembersDialog trunk={row} ports={ports} portName={portName} onClose={onClose} />
              ),
            },
          ]}
        />
      </Flex>
    </Card>
  );
}
