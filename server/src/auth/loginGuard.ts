/** Lock-out after repeated failed logins (placeholder: filled in by the sign-in work). */
export class LoginGuard {
  constructor(readonly now: () => number) {}
}
