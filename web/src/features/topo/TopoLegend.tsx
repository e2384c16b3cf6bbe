import { Flex, Typography } from 'antd';
import { useTranslation } from '../../lib/translation.ts';
import { ONU_GROUPS } from '../../lib/onuTable.ts';
import type { TopoLook } from './topoChart.ts';

/** What the colours and shapes mean. */
export function TopoLegend({ look }: { look: TopoLook }) {
  const { t } = useTranslation('topo');
  return (
    <Flex gap="middle" align="center" style={{ fontSize: 12 }}>
      {ONU_GROUPS.map((g) => (
        <Flex key={g} align="center" gap={6}>
          <span style={{ width: 10, height: 10, borderRadius: 5, background: look.groups[g] }} />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t(`legend.${g}`)}
          </Typography.Text>
        </Flex>
      ))}
      <Flex align="center" gap={6}>
        <svg width="12" height="11" viewBox="0 0 12 11" aria-hidden="true">
          <path d="M6 0 12 11H0z" fill={look.splitter} />
        </svg>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('legend.splitter')}
        </Typography.Text>
      </Flex>
    </Flex>
  );
}
