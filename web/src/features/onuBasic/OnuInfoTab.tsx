import { Button, Card, Col, Row } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from '../../lib/translation.ts';
import { OnuFacts, OnuOpticsFacts } from '../../components/onu/OnuFacts.tsx';
import { useOnuDetail } from '../../lib/onuQueries.ts';
import { OnuInfoActions } from './OnuInfoActions.tsx';
import { OnuUpgradeCard } from './OnuUpgradeCard.tsx';
import { useFec, useOptics } from './onuBasicQueries.ts';

/** ONU-19 as label and value with the FEC mode (ONU-20), the ONU's own optics (ONU-22), its upgrade, and the actions. */
export function OnuInfoTab({ portId, onuId }: { portId: number; onuId: number }) {
  const { t } = useTranslation('onuDevice');
  const detail = useOnuDetail(portId, onuId);
  const fec = useFec(portId, onuId);
  const optics = useOptics(portId, onuId);
  const fecMode = fec.data?.fec_mode;
  const fecRow = {
    label: t('basic.field.fec'),
    value: fecMode === undefined ? '—' : t(fecMode === 1 ? 'common.enabled' : 'common.disabled'),
  };
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={15}>
        <Card size="small" title={t('basic.info')}>
          <OnuInfoActions portId={portId} onuId={onuId} fecMode={fecMode} />
          <OnuFacts portId={portId} onuId={onuId} extra={[fecRow]} />
        </Card>
      </Col>
      <Col xs={24} xl={9}>
        <Row gutter={[16, 16]}>
          <Col span={24}>
            <Card
              size="small"
              title={t('basic.optics')}
              extra={
                <Button
                  size="small"
                  icon={<ReloadOutlined spin={optics.isFetching} />}
                  onClick={() => void optics.refetch()}
                >
                  {t('common.refresh')}
                </Button>
              }
            >
              <OnuOpticsFacts reading={optics.data} isPending={optics.isPending} column={1} />
            </Card>
          </Col>
          <Col span={24}>
            <OnuUpgradeCard portId={portId} onuId={onuId} upgradeType={detail.data?.upgrade_type ?? ''} />
          </Col>
        </Row>
      </Col>
    </Row>
  );
}
