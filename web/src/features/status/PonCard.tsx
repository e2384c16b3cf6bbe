import { Badge, Flex, Tooltip, Typography, theme } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PonSummary } from '@olt/protocol';
import { ONU_GROUPS } from '../../lib/onuTable.ts';
import { sumCounts, type GroupCounts } from './statusData.ts';
import { useGroupColors } from './groupColors.ts';
import { PortIcon } from './PortIcon.tsx';

interface PonCardProps {
  pon: PonSummary;
  name: string;
  description: string;
  /** the ONU groups of this PON from the ONU table; without it the bar shows online and offline only */
  groups: GroupCounts | undefined;
}

/** One PON port: link state, online / total ONUs and their groups; opens the PON's ONU list (screens.md §5). */
export function PonCard({ pon, name, description, groups }: PonCardProps) {
  const { t } = useTranslation('status');
  const { token } = theme.useToken();
  const colors = useGroupColors();
  const isUp = pon.status === 1;
  const total = pon.online + pon.offline;
  const bar = groups ?? { online: pon.online, offline: pon.offline, unauthorised: 0, other: 0 };
  const barTotal = sumCounts(bar);

  return (
    <Link
      to={`/onu_allow?port_id=${pon.port_id}`}
      aria-label={t('pon.open', { name })}
      className="olt-status-tile"
      data-port={pon.port_id}
    >
      <Flex align="center" gap={8}>
        <PortIcon kind="pon" color={isUp ? token.colorSuccess : token.colorTextQuaternary} />
        <Typography.Text strong style={{ flex: 1 }}>
          {name}
        </Typography.Text>
        <Badge
          status={isUp ? 'success' : 'default'}
          text={<span style={{ fontSize: 12 }}>{isUp ? t('pon.up') : t('pon.down')}</span>}
        />
      </Flex>
      <Flex align="baseline" gap={4} style={{ marginTop: 8 }}>
        <Typography.Text
          strong
          style={{ fontSize: 24, lineHeight: 1, color: pon.online > 0 ? token.colorSuccess : token.colorTextSecondary }}
          data-testid="pon-online"
        >
          {pon.online}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 15 }} data-testid="pon-total">
          / {total}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12, marginLeft: 'auto' }}>
          {total > 0 ? t('pon.onlineOfTotal') : t('pon.noOnu')}
        </Typography.Text>
      </Flex>
      <Tooltip title={t('pon.breakdown', { name, ...bar })}>
        <div className="olt-status-bar" style={{ background: token.colorFillSecondary }}>
          {barTotal > 0 &&
            ONU_GROUPS.filter((g) => bar[g] > 0).map((g) => (
              <span key={g} style={{ flex: bar[g], background: colors[g] }} />
            ))}
        </div>
      </Tooltip>
      <Typography.Text
        type="secondary"
        ellipsis={{ tooltip: description }}
        style={{ fontSize: 12, display: 'block', minHeight: 20 }}
      >
        {description || '\u00a0'}
      </Typography.Text>
    </Link>
  );
}
