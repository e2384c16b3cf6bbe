import type { OnuGroup } from '@olt/protocol';

/**
 * Status colours (Ant Design's defaults, as plain.css's variables): online green, offline red, unauthorised amber,
 * the rest grey. They do not follow the theme colour, so they are constants rather than a theme read.
 */
export const GROUP_COLORS: Record<OnuGroup, string> = {
  online: 'var(--olt-success)',
  offline: 'var(--olt-error)',
  unauthorised: 'var(--olt-warning)',
  other: 'rgba(0, 0, 0, 0.25)',
};
