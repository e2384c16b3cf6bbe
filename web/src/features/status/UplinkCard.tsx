import { Badge, Flex, Tag, Typography, theme } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PortInfo } from '@olt/protocol';
import { speedText, uplinkState } from './statusData.ts';
import { PortIcon } from './PortIcon.tsx';

const BADGE = { up: 'success', down: 'error', disabled: 'default' } as const;

/** One GE or XGE port: state, admin and link status, speed, media, LAG and description (screens.md §5). */
export function UplinkCard({ port, name }: { port: PortInfo; name: string }) {
  const { t } = useTranslation('status');
  const { token } = theme.useToken();
  const state = uplinkState(port);
  const iconColor =
    state === 'up' ? token.colorSuccess : state === 'down' ? token.colorError : token.colorTextQuaternary;
  const row = (label: string, value: string, isBad = false) => (
    <Flex justify="space-between" gap={8} style={{ fontSize: 12 }}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {label}
      </Typography.Text>
      <Typography.Text type={isBad ? 'danger' : undefined} style={{ fontSize: 12 }}>
        {value}
      </Typography.Text>
    </Flex>
  );

  return (
    <Link
      to={`/advanced_setting/port_info?port_id=${port.port_id}`}
      aria-label={t('uplink.open', { name })}
      className="olt-status-tile"
      data-port={port.port_id}
    >
      <Flex align="center" gap={8}>
        <PortIcon kind={port.media === 'fiber' ? 'fiber' : 'copper'} color={iconColor} />
        <Flex vertical style={{ flex: 1, minWidth: 0 }}>
          <Typography.Text strong>{name}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t(`uplink.media.${port.media}`)}
          </Typography.Text>
        </Flex>
        <Badge status={BADGE[state]} text={<span style={{ fontSize: 12 }}>{t(`uplink.${state}`)}</span>} />
      </Flex>
      <Flex vertical gap={2} style={{ marginTop: 8 }}>
        {row(
          t('uplink.admin'),
          port.admin_status >= 1 ? t('uplink.enabled') : t('uplink.adminDisabled'),
          port.admin_status < 1,
        )}
        {row(
          t('uplink.link'),
          port.link_status >= 1 ? t('uplink.linkUp') : t('uplink.linkDown'),
          port.admin_status >= 1 && port.link_status < 1,
        )}
        {row(t('uplink.speed'), state === 'up' ? speedText(port.speed) : '--')}
      </Flex>
      <Flex align="center" gap={6} style={{ marginTop: 6, minHeight: 22 }}>
        {port.link_aggregation > 0 && (
          <Tag color="blue" style={{ marginInlineEnd: 0 }}>
            {t('uplink.lag', { id: port.link_aggregation })}
          </Tag>
        )}
        <Typography.Text
          type="secondary"
          ellipsis={{ tooltip: port.port_desc }}
          style={{ fontSize: 12, flex: 1, minWidth: 0 }}
        >
          {port.port_desc || t('uplink.noDesc')}
        </Typography.Text>
      </Flex>
    </Link>
  );
}
