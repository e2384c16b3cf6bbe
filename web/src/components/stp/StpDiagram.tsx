import { useMemo } from 'react';
import { Card, Typography } from 'antd';
import { theme } from 'antd';
import type { StpTopology } from '@olt/protocol';
import { EChart } from '../EChart.tsx';
import { useTranslation } from '../../lib/translation.ts';
import { stpOption } from './stpChart.ts';

/** The tree around the OLT: the bridges, each link's state, the root marked. */
export function StpDiagram({ topology }: { topology: StpTopology }) {
  const { t } = useTranslation('rstp');
  const { token } = theme.useToken();
  const option = useMemo(
    () =>
      stpOption(
        topology,
        {
          forwarding: token.colorSuccess,
          learning: token.colorWarning,
          blocked: token.colorError,
          down: token.colorTextQuaternary,
          olt: token.colorPrimary,
          bridge: token.colorTextSecondary,
          root: token.colorWarning,
          text: token.colorText,
        },
        {
          role: (r) => t(`role.${(r || 'none') as 'none'}`),
          state: (s) => t(`state.${(s || 'none') as 'none'}`),
          rootMark: t('tree.root'),
          cost: (cost) => t('tree.cost', { cost }),
        },
      ),
    [topology, token, t],
  );
  return (
    <Card size="small" title={t('tree.title')} data-testid="stp-diagram">
      <EChart option={option} notMerge height={420} renderer="svg" label={t('tree.label')} />
      <Typography.Text type="secondary">{t('tree.legend')}</Typography.Text>
      <br />
      <Typography.Text type="secondary">
        {topology.tc_count > 0 ? t('tree.tc', { count: topology.tc_count, age: topology.tc_age_s }) : t('tree.tcNone')}
      </Typography.Text>
    </Card>
  );
}
