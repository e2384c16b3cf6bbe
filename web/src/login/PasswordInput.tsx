import { useState, type InputHTMLAttributes } from 'react';
import { useLoginText } from './loginText.ts';

type PasswordInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>;

/** A password input with a show/hide toggle; the toggle says what it will do, for screen readers too. */
export function PasswordInput(props: PasswordInputProps) {
  const t = useLoginText();
  const [isShown, setShown] = useState(false);
  return (
    <div className="login-password">
      <input {...props} type={isShown ? 'text' : 'password'} />
      <button
        type="button"
        className="login-password__toggle"
        aria-label={isShown ? t('hidePassword') : t('showPassword')}
        aria-pressed={isShown}
        aria-controls={props.id}
        onClick={() => setShown((shown) => !shown)}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
          <circle cx="12" cy="12" r="3" />
          {!isShown && <path d="M4 4l16 16" />}
        </svg>
      </button>
    </div>
  );
}
