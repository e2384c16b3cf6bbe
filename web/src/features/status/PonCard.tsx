import { Badge, Flex, Tooltip, Typography, theme } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ONU_GROUPS, type PonCounts } from '@olt/protocol';
import { useGroupColors } from './groupColors.ts';
import { PortIcon } from './PortIcon.tsx';

interface PonCardProps {
  /** the PON's state and its ONU counts by group (status summary, SYS-X1) */
  pon: PonCounts;
  name: string;
  description: string;
}

/** One PON port: link state, online / registered ONUs and their groups; opens the PON's ONU list (screens.md §5). */
export function PonCard({ pon, name, description }: PonCardProps) {
  const { t } = useTranslation('status');
  const { token } = theme.useToken();
  const colors = useGroupColors();
  const isUp = pon.status === 1;
  const total = pon.registered;

  return (
    <Link
      to={`/onu_allow?port_id=${pon.port_id}`}
      aria-label={t('pon.open', { name })}
      className="olt-status-tile"
      data-port={pon.port_id}
    >
      <Flex align="center" gap={8} wrap={false}>
        <PortIcon kind="pon" color={isUp ? token.colorSuccess : token.colorTextQuaternary} />
        {/* the port name never breaks ("PON0 / 1" in Chinese): it keeps its line and the state gives way */}
        <Typography.Text strong className="olt-status-tile-name">
          {name}
        </Typography.Text>
        <Badge
          className="olt-status-tile-state"
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
      <Tooltip title={t('pon.breakdown', { name, ...pon })}>
        <div className="olt-status-bar" style={{ background: token.colorFillSecondary }}>
          {total > 0 &&
            ONU_GROUPS.filter((g) => pon[g] > 0).map((g) => (
              <span key={g} data-group={g} style={{ flex: pon[g], background: colors[g] }} />
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
