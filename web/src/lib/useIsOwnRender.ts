import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False in the device's render of a page and while the console takes that render over (hydrates it), true in every
 * render of the console's own after that. What only the browser knows (this tab's session storage) is drawn only
 * then, so the console's first render matches the device's and its DOM is kept (app/takeOver.tsx). React
 * re-renders what reads it as soon as the take-over is committed.
 */
export const useIsOwnRender = (): boolean =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
