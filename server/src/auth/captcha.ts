/** Login captchas (placeholder: filled in by the sign-in work). */
export class CaptchaService {
  constructor(readonly now: () => number) {}
}
