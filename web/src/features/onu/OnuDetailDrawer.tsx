import { Button, Card, Drawer, Flex, Tag, Typography } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from '../../lib/translation.ts';
import type { OnuDetail, OnuTableRow } from '@olt/protocol';
import { OnuFacts, OnuOpticsFacts, type OnuFactField } from '../../components/onu/OnuFacts.tsx';
import type { OnuActions } from './onuActions.ts';
import { OnuStatusTag } from './OnuStatusTag.tsx';
import { useCellTexts } from './onuCellTexts.ts';
import { isOnline, onuIdLabel } from './onuFormat.ts';
import { useOnuFec, useOnuOptics } from './onuQueries.ts';
import { OpticalHistoryCard } from './OpticalHistoryCard.tsx';
import { OnuLeasesCard } from './OnuLeasesCard.tsx';
import { useMayWrite } from '../../lib/access.ts';
import { useAddition } from '../../lib/capabilities.ts';

interface OnuDetailDrawerProps {
  row: OnuTableRow;
  actions: OnuActions;
  onClose: () => void;
}

/** Everything the device knows about one ONU: base information (ONU-19), FEC (ONU-20) and optics (ONU-22). */
export function OnuDetailDrawer({ row, actions, onClose }: OnuDetailDrawerProps) {
  const { t } = useTranslation(['onu', 'forward']);
  const hasHistory = useAddition('ONU-X2');
  const hasLeases = useAddition('DHCP-X1');
  const mayWrite = useMayWrite('onu');
  const texts = useCellTexts();
  const isOnFibre = isOnline(row);
  const optics = useOnuOptics(row.port_id, row.onu_id, isOnFibre);
  const fec = useOnuFec(row.port_id, row.onu_id);
  const fecMode = fec.data?.fec_mode;

  const render = (key: OnuFactField, info: OnuDetail) => {
    if (key === 'status') return <OnuStatusTag status={info.status} texts={texts} />;
    return undefined;
  };

  return (
    <Drawer open title={t('detail.title', { onu: onuIdLabel(row) })} size={760} onClose={onClose} destroyOnHidden>
      <Flex vertical gap="middle">
        {/* first: the light is what an operator opens an ONU for, and it stays above the fold at 768 px */}
        <Card
          size="small"
          title={t('detail.optics')}
          extra={
            <Button
              size="small"
              disabled={!isOnFibre}
              icon={<ReloadOutlined spin={optics.isFetching} />}
              onClick={() => void optics.refetch()}
            >
              {t('toolbar.refresh')}
            </Button>
          }
        >
          <OnuOpticsFacts reading={optics.data} isPending={optics.isPending} isOnFibre={isOnFibre} />
        </Card>
        <Card size="small" title={t('detail.base')}>
          <OnuFacts portId={row.port_id} onuId={row.onu_id} render={render} />
        </Card>

        <Card size="small" title={t('detail.fec')}>
          <Flex align="center" gap="middle">
            {fecMode === undefined ? (
              <Typography.Text type="secondary">
                {fec.isPending ? t('detail.loading') : t('detail.noReading')}
              </Typography.Text>
            ) : (
              <Tag color={fecMode === 1 ? 'success' : 'default'}>
                {t(fecMode === 1 ? 'detail.enabled' : 'detail.disabled')}
              </Tag>
            )}
            <Button
              disabled={!mayWrite || fecMode === undefined}
              onClick={() => fecMode !== undefined && void actions.toggleFec(row, fecMode)}
            >
              {t(fecMode === 1 ? 'detail.fecOff' : 'detail.fecOn')}
            </Button>
          </Flex>
        </Card>

        {hasHistory ? (
          <OpticalHistoryCard portId={row.port_id} onuId={row.onu_id} />
        ) : (
          <Typography.Text type="secondary">{t('forward:opticalHistory')}</Typography.Text>
        )}
        {hasLeases && <OnuLeasesCard portId={row.port_id} onuId={row.onu_id} />}
      </Flex>
    </Drawer>
  );
}
