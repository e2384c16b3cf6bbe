import { Tag } from 'antd';
import { MSTP_STATE } from '@olt/protocol';
import { useTranslation } from '../../lib/translation.ts';

const ROLE_COLOURS = ['default', 'gold', 'blue', 'orange', 'purple', 'cyan'];
const ROLE_KEYS = ['disabled', 'root', 'designated', 'alternate', 'backup', 'master'] as const;

/** Port roles and states as tags: roles by number (0 disabled … 5 master), states 0/1/4 discarding. */
export function useRoleState() {
  const { t } = useTranslation('mstp');
  const stateKey = (s: number) =>
    s === MSTP_STATE.forwarding ? 'forwarding' : s === MSTP_STATE.learning ? 'learning' : 'discarding';
  return {
    role: (r: number) => <Tag color={ROLE_COLOURS[r] ?? 'default'}>{t(`role.${ROLE_KEYS[r] ?? 'disabled'}`)}</Tag>,
    state: (s: number) => {
      const key = stateKey(s);
      return (
        <Tag color={key === 'forwarding' ? 'success' : key === 'learning' ? 'warning' : 'error'}>
          {t(`state.${key}`)}
        </Tag>
      );
    },
  };
}
