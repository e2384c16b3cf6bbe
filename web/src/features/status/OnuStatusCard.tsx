import { Card, Flex, Skeleton, Tooltip, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { ONU_GROUPS, type OnuCounts } from '@olt/protocol';
import { useGroupColors } from './groupColors.ts';

const DONUT_PX = 150;
const RING_PX = 20;

/** The ring as a conic gradient: drawn with the page's first paint, no chart library to set up. */
function ringBackground(counts: OnuCounts, colors: Record<string, string>, empty: string): string {
  if (counts.registered === 0) return empty;
  let at = 0;
  const stops = ONU_GROUPS.filter((g) => counts[g] > 0).map((g) => {
    const from = at;
    at += (counts[g] / counts.registered) * 360;
    return `${colors[g]} ${from}deg ${at}deg`;
  });
  return `conic-gradient(${stops.join(', ')})`;
}

/**
 * The ONUs of every PON by status group (the protocol's one definition, from the status summary): a ring with the
 * registered total in its hole and a legend with counts.
 */
export function OnuStatusCard({ counts, isError }: { counts: OnuCounts | undefined; isError: boolean }) {
  const { t } = useTranslation('status');
  const { token } = theme.useToken();
  const colors = useGroupColors();
  const total = counts?.registered ?? 0;
  const share = (n: number) => (total > 0 ? `${Math.round((n / total) * 100)}%` : '--');

  return (
    <Card title={t('onus.title')} size="small" style={{ height: '100%' }}>
      {!counts ? (
        isError ? (
          <Typography.Text type="secondary">{t('loadFailed')}</Typography.Text>
        ) : (
          <Skeleton active />
        )
      ) : (
        <Flex align="center" gap="large" wrap>
          <div
            role="img"
            aria-label={t('onus.chart')}
            className="olt-status-ring"
            style={{
              width: DONUT_PX,
              height: DONUT_PX,
              background: ringBackground(counts, colors, token.colorFillSecondary),
            }}
          >
            <Flex
              vertical
              align="center"
              justify="center"
              className="olt-status-ring-hole"
              style={{ inset: RING_PX, background: token.colorBgContainer }}
            >
              <Typography.Text strong style={{ fontSize: 26, lineHeight: 1.1 }} data-testid="onu-total">
                {total}
              </Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t('onus.total')}
              </Typography.Text>
            </Flex>
          </div>
          <Flex vertical gap={6} style={{ flex: 1, minWidth: 150 }}>
            {ONU_GROUPS.map((group) => (
              <Tooltip key={group} title={t(`onus.groupHint.${group}`)} placement="left">
                <Flex align="center" gap="small" data-group={group}>
                  <span style={{ width: 10, height: 10, borderRadius: 2, background: colors[group], flex: 'none' }} />
                  <Typography.Text style={{ flex: 1 }}>{t(`onus.groups.${group}`)}</Typography.Text>
                  <Typography.Text strong>{counts[group]}</Typography.Text>
                  <Typography.Text type="secondary" style={{ width: 44, textAlign: 'right', fontSize: 12 }}>
                    {share(counts[group])}
                  </Typography.Text>
                </Flex>
              </Tooltip>
            ))}
          </Flex>
        </Flex>
      )}
    </Card>
  );
}
