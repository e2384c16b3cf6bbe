import { useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent, type RefObject } from 'react';
import { CAPTCHA_REQUIRED, HOME_PAGE, PASSWORD_CHARS, USER_NAME_CHARS, classify } from '@olt/protocol/light';
import { useSession } from '../lib/session.ts';
import { CaptchaField } from './CaptchaField.tsx';
import { FormField, messageId } from './FormField.tsx';
import { LanguageChoice } from './LanguageChoice.tsx';
import { PasswordInput } from './PasswordInput.tsx';
import { CAPTCHA_MAX_CHARS, CHECKS, INPUT_IDS, type FieldName } from './loginChecks.ts';
import { DEFAULT_PASSWORD_KEY, isFactoryAccount, requestLogin, type LoginOutcome } from './loginApi.ts';
import { useLoginText, type LoginKey, type LoginText } from './loginText.ts';
import { showToast } from './toast.ts';
import { useCaptcha } from './useCaptcha.ts';
import { takeHeldSubmit } from './earlySubmit.ts';

type Values = Record<FieldName, string>;
type Errors = Partial<Record<FieldName, LoginKey>>;

const focusField = (field: FieldName) => document.getElementById(INPUT_IDS[field])?.focus();

const FIELDS = Object.keys(INPUT_IDS) as FieldName[];

/**
 * The device serves this form already rendered (boot.tsx hydrates it): what the operator typed before the script
 * arrived is in the inputs but not yet in the form's state, and the next render would wipe it. Read once, right
 * after hydration, before anything is painted; a sign-in sent meanwhile (earlySubmit.ts) is sent again once the
 * state has it.
 */
function useTypedBeforeHydration(
  setValues: (update: (v: Values) => Values) => void,
  form: RefObject<HTMLFormElement | null>,
): void {
  useLayoutEffect(() => {
    const typed = FIELDS.flatMap((field) => {
      const input = document.getElementById(INPUT_IDS[field]);
      return input instanceof HTMLInputElement && input.value !== '' ? [[field, input.value] as const] : [];
    });
    if (typed.length > 0) setValues((v) => ({ ...v, ...Object.fromEntries(typed) }));
    // a task later: the form has rendered with the typed values by then
    if (takeHeldSubmit()) setTimeout(() => form.current?.requestSubmit(), 0);
  }, [setValues, form]);
}

function failureToast(outcome: Exclude<LoginOutcome, { kind: 'signedIn' }>, t: LoginText): void {
  if (outcome.kind === 'device') {
    const kind = classify(outcome.code, outcome.message);
    showToast(kind === 'warning' || kind === 'info' ? kind : 'error', t('error.device', outcome));
  } else {
    showToast('error', t(`error.${outcome.kind}`));
  }
}

interface LoginFormProps {
  showLanguage: boolean;
  isCaptchaOn: boolean;
  /** answers when the console's first view is on screen (the device's render of the home, where it sends one) */
  onSignedIn: () => Promise<unknown> | void;
  /** the user is starting to sign in: a good moment to fetch the console */
  onActivity: () => void;
}

export function LoginForm({ showLanguage, isCaptchaOn, onSignedIn, onActivity }: LoginFormProps) {
  const t = useLoginText();
  // the device asks for a captcha, whatever the switch says, when the name is under attack (CAPTCHA_REQUIRED)
  const [isCaptchaAsked, setCaptchaAsked] = useState(false);
  const isCaptchaShown = isCaptchaOn || isCaptchaAsked;
  const captcha = useCaptcha(isCaptchaShown);
  const [values, setValues] = useState<Values>({ name: '', password: '', captcha: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [isBusy, setBusy] = useState(false);
  const [isCapsLock, setCapsLock] = useState(false);
  const isSending = useRef(false);
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(setValues, form);

  const change = (field: FieldName, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    // a flagged field is re-checked as the user types, so the message goes as soon as the value is right
    if (errors[field]) setErrors((e) => ({ ...e, [field]: CHECKS[field](value) }));
  };
  const blur = (field: FieldName) => {
    if (values[field] !== '') setErrors((e) => ({ ...e, [field]: CHECKS[field](values[field]) }));
  };
  const reloadCaptcha = () => {
    captcha.reload();
    setValues((v) => ({ ...v, captcha: '' }));
    setErrors((e) => ({ ...e, captcha: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isSending.current) return;
    const fields: FieldName[] = isCaptchaShown ? ['name', 'password', 'captcha'] : ['name', 'password'];
    const found: Errors = Object.fromEntries(fields.map((f) => [f, CHECKS[f](values[f])]));
    setErrors(found);
    const firstInvalid = fields.find((f) => found[f]);
    if (firstInvalid) {
      focusField(firstInvalid);
      return;
    }
    isSending.current = true;
    const { name, password } = values;
    // the request leaves before the busy button is drawn, not after; the console shows its home next
    const sending = requestLogin(
      {
        name,
        password,
        captchaText: isCaptchaShown ? values.captcha : '',
        captchaFile: isCaptchaShown ? (captcha.file ?? '') : '',
      },
      HOME_PAGE,
    );
    setBusy(true);
    const outcome = await sending;
    if (outcome.kind === 'signedIn') {
      useSession.getState().signIn(outcome.token, name);
      if (isFactoryAccount(name, password)) sessionStorage.setItem(DEFAULT_PASSWORD_KEY, '1');
      // the welcome shows with the home: drawn before it, it took the cores the device renders the home with
      const welcome = () => showToast('success', t('welcome', { name }));
      void Promise.resolve(onSignedIn()).then(welcome, welcome);
      return;
    }
    isSending.current = false;
    setBusy(false);
    if (outcome.kind === 'device' && outcome.message === CAPTCHA_REQUIRED) {
      showToast('warning', t('error.captchaRequired'));
      setCaptchaAsked(true);
    } else {
      failureToast(outcome, t);
    }
    // a captcha is good for one attempt
    if (isCaptchaShown) reloadCaptcha();
  };

  const inputProps = (field: FieldName) => ({
    id: INPUT_IDS[field],
    className: 'login-input',
    value: values[field],
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? messageId(INPUT_IDS[field]) : undefined,
    onChange: (e: { target: { value: string } }) => change(field, e.target.value),
    onBlur: () => blur(field),
  });
  const noteCapsLock = (e: KeyboardEvent<HTMLInputElement>) => setCapsLock(e.getModifierState('CapsLock'));
  const message = (field: FieldName) => (errors[field] ? t(errors[field]) : undefined);

  return (
    <form
      ref={form}
      className="login-form"
      noValidate
      onSubmit={(e) => void submit(e)}
      onInput={onActivity}
      onKeyDown={onActivity}
      onPointerDown={onActivity}
    >
      <FormField inputId={INPUT_IDS.name} label={t('userName')} error={message('name')}>
        <input
          {...inputProps('name')}
          autoFocus
          autoComplete="username"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={USER_NAME_CHARS.max}
          placeholder={t('userNamePlaceholder')}
          // Enter in the user name goes on to the password instead of submitting half a form
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              focusField('password');
            }
          }}
        />
      </FormField>
      <FormField
        inputId={INPUT_IDS.password}
        label={t('password')}
        error={message('password')}
        note={isCapsLock ? t('capsLock') : undefined}
      >
        <PasswordInput
          {...inputProps('password')}
          aria-describedby={errors.password || isCapsLock ? messageId(INPUT_IDS.password) : undefined}
          autoComplete="current-password"
          maxLength={PASSWORD_CHARS.max}
          placeholder={t('passwordPlaceholder')}
          onKeyDown={noteCapsLock}
          onKeyUp={noteCapsLock}
        />
      </FormField>
      {isCaptchaShown && (
        <CaptchaField
          captcha={captcha}
          error={message('captcha')}
          onReload={reloadCaptcha}
          input={{
            ...inputProps('captcha'),
            autoComplete: 'off',
            autoCapitalize: 'off',
            spellCheck: false,
            maxLength: CAPTCHA_MAX_CHARS,
            placeholder: t('captchaPlaceholder'),
          }}
        />
      )}
      {showLanguage && <LanguageChoice />}
      <button type="submit" className="login-submit" disabled={isBusy} aria-busy={isBusy}>
        {isBusy && <span className="login-submit__spinner" aria-hidden="true" />}
        {isBusy ? t('submitting') : t('submit')}
      </button>
    </form>
  );
}
