import { create } from 'zustand';
import { THEME_DEFAULT, getSystemThemeRoute, setSystemThemeRoute } from '@olt/protocol/light';
import { call, send } from './apiClient.ts';
import { THEME_COLORS } from './uiLimits.ts';
import { pageFacts } from './pageFacts.ts';
import { readableShade, tint } from './themeColors.ts';

/**
 * The theme colour and its shades as CSS variables, for what is drawn without Ant Design: the login page and the
 * console's own plain components (components/plain/plain.css). The readable shade and the tints are the ones the
 * Ant Design theme uses (lib/consoleTheme.ts), so both kinds of component match.
 */
export function themeVariables(index: number): [name: string, value: string][] {
  const color = THEME_COLORS[index] ?? THEME_COLORS[THEME_DEFAULT];
  return [
    ['--olt-primary', color],
    ['--olt-primary-soft', `color-mix(in srgb, ${color} 12%, white)`],
    ['--olt-primary-strong', `color-mix(in srgb, ${color} 80%, black)`],
    ['--olt-primary-readable', readableShade(color)],
    ['--olt-primary-hover', tint(color, 0.2)],
    ['--olt-selected-bg', tint(color, 0.88)],
    ['--olt-active-bg', tint(color, 0.92)],
  ];
}

function applyCssVariables(index: number): void {
  const root = document.documentElement.style;
  for (const [name, value] of themeVariables(index)) root.setProperty(name, value);
}

interface ThemeState {
  theme: number;
  color: string;
  load: () => Promise<void>;
  /** Applies at once and stores the choice on the device; rolls back if the device refuses. */
  choose: (theme: number) => Promise<void>;
}

// the page the device served names its theme, so the first paint has the right colour
const initialTheme = pageFacts?.theme ?? THEME_DEFAULT;

export const useTheme = create<ThemeState>((set, get) => ({
  theme: initialTheme,
  color: THEME_COLORS[initialTheme] ?? THEME_COLORS[THEME_DEFAULT],
  load: async () => {
    try {
      const { envelope } = await send(getSystemThemeRoute);
      const theme = envelope.code === 1 ? (envelope.data?.theme ?? THEME_DEFAULT) : THEME_DEFAULT;
      applyCssVariables(theme);
      set({ theme, color: THEME_COLORS[theme] ?? THEME_COLORS[THEME_DEFAULT] });
    } catch {
      applyCssVariables(THEME_DEFAULT);
    }
  },
  choose: async (theme) => {
    const previous = get().theme;
    applyCssVariables(theme);
    set({ theme, color: THEME_COLORS[theme] ?? THEME_COLORS[THEME_DEFAULT] });
    try {
      await call(setSystemThemeRoute, { param: { theme } });
    } catch (err) {
      applyCssVariables(previous);
      set({ theme: previous, color: THEME_COLORS[previous] ?? THEME_COLORS[THEME_DEFAULT] });
      throw err;
    }
  },
}));

// the login page rendered on the device (login/prerender.tsx) has no document; its page carries the variables
if (typeof document !== 'undefined') applyCssVariables(initialTheme);
