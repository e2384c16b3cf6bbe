import { Alert, Card, Flex, Typography } from 'antd';
import type { StpTopology } from '@olt/protocol';
import { portOptionLabel } from '../portOptions.ts';
import { usePortOptions } from '../usePortOptions.ts';
import { useTranslation } from '../../lib/translation.ts';
import { blockingSentence } from './blockingWords.ts';

/** Why each OLT port of one tree (RSTP's, or one MSTP instance's) does not forward, in words. */
export function WhyBlocking({ topology, enabled }: { topology: StpTopology; enabled: boolean }) {
  const { t } = useTranslation('rstp');
  const ports = usePortOptions();
  const name = (id: number) => {
    const p = ports.find((o) => o.id === id);
    return p ? portOptionLabel(p) : String(id);
  };
  const words = {
    role: (r: string) => t(`role.${(r || 'none') as 'none'}`),
    state: (s: string) => t(`state.${(s || 'none') as 'none'}`),
  };
  return (
    <Card size="small" title={t('why.title')} data-testid="stp-why">
      {!enabled ? (
        <Alert type="warning" showIcon title={t('why.off')} />
      ) : topology.blocking.length === 0 ? (
        <Typography.Text>{t('why.none')}</Typography.Text>
      ) : (
        <Flex vertical gap="small">
          {topology.blocking.map((b) => {
            const { key, args } = blockingSentence(b, name(b.port_id), words);
            return (
              <Alert
                key={b.port_id}
                type={b.reason === 'disabled' ? 'info' : b.reason === 'loop_inconsistent' ? 'error' : 'warning'}
                showIcon
                title={<strong>{name(b.port_id)}</strong>}
                description={t(key, args)}
              />
            );
          })}
        </Flex>
      )}
    </Card>
  );
}
