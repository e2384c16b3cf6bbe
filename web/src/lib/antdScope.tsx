import { Suspense, lazy, type ReactNode } from 'react';

const AntdProviders = lazy(() => import('./antdProviders.tsx'));

/**
 * A part of a screen drawn with Ant Design: its providers (theme colour, locale) load with it, so the screens that
 * paint without it (the shell, the status home, the ONU table) do not wait for the library. `fallback`
 * shows while it loads, the first time only.
 */
export function AntdScope({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <AntdProviders>{children}</AntdProviders>
    </Suspense>
  );
}
