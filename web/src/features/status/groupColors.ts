import { theme } from 'antd';
import type { OnuGroup } from '../../lib/onuTable.ts';

/** Status colours from the antd theme: online green, offline red, unauthorised amber, the rest grey. */
export function useGroupColors(): Record<OnuGroup, string> {
  const { token } = theme.useToken();
  return {
    online: token.colorSuccess,
    offline: token.colorError,
    unauthorised: token.colorWarning,
    other: token.colorTextQuaternary,
  };
}
