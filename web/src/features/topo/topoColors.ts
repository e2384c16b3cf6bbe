import { theme } from 'antd';
import type { OnuGroup } from '../../lib/onuTable.ts';
import type { TopoLook } from './topoChart.ts';

/** The topology's colours from the antd theme: online green, offline red, unauthorised amber, the rest grey. */
export function useTopoColors(): TopoLook {
  const { token } = theme.useToken();
  const groups: Record<OnuGroup, string> = {
    online: token.colorSuccess,
    offline: token.colorError,
    unauthorised: token.colorWarning,
    other: token.colorTextQuaternary,
  };
  return {
    groups,
    olt: token.colorPrimary,
    ponUp: token.colorSuccess,
    ponDown: token.colorTextTertiary,
    splitter: token.purple,
    line: token.colorBorder,
    text: token.colorText,
    textSecondary: token.colorTextSecondary,
    highlight: token.colorPrimary,
    onDark: '#ffffff',
  };
}
