/**
 * A sign-in sent before the login page is hydrated (the device serves it rendered, and its script arrives a moment
 * later): the browser would send the form itself and reload the page, losing what was typed. The entry (main.ts)
 * holds such a submission back; the form sends it once it is live (LoginForm.tsx).
 */
let isHydrated = false;
let isPending = false;

export function holdSubmitsUntilHydrated(): void {
  document.addEventListener(
    'submit',
    (event) => {
      if (isHydrated) return;
      event.preventDefault();
      isPending = true;
    },
    true,
  );
}

/** The form is live: whether a submission was held back for it. */
export function takeHeldSubmit(): boolean {
  isHydrated = true;
  const wasPending = isPending;
  isPending = false;
  return wasPending;
}
