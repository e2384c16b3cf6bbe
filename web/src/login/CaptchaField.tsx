import type { InputHTMLAttributes } from 'react';
import { FormField } from './FormField.tsx';
import { useLoginText } from './loginText.ts';
import type { CaptchaState } from './useCaptcha.ts';

interface CaptchaFieldProps {
  captcha: CaptchaState;
  error: string | undefined;
  /** a new image makes the typed text meaningless, so the form clears it */
  onReload: () => void;
  input: InputHTMLAttributes<HTMLInputElement> & { id: string };
}

export function CaptchaField({ captcha, error, onReload, input }: CaptchaFieldProps) {
  const t = useLoginText();
  return (
    <FormField inputId={input.id} label={t('captcha')} error={error}>
      <div className="login-captcha">
        <input {...input} />
        <button
          type="button"
          className="login-captcha__image"
          title={t('captchaReload')}
          aria-label={captcha.file ? t('captchaReload') : t('captchaUnavailable')}
          aria-busy={captcha.isLoading}
          onClick={onReload}
        >
          {captcha.file ? (
            <img src={captcha.file} alt="" />
          ) : (
            !captcha.isLoading && <span className="login-captcha__retry">{t('captchaUnavailable')}</span>
          )}
        </button>
      </div>
    </FormField>
  );
}
