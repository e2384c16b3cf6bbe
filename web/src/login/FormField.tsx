import type { ReactNode } from 'react';

interface FormFieldProps {
  inputId: string;
  label: string;
  /** the message under the field; its presence also turns the border red (spec §5) */
  error?: string | undefined;
  /** a quieter note under the field, e.g. Caps Lock */
  note?: string | undefined;
  children: ReactNode;
}

/** The id of a field's message, for the input's `aria-describedby`. */
export const messageId = (inputId: string): string => `${inputId}-message`;

export function FormField({ inputId, label, error, note, children }: FormFieldProps) {
  const message = error ?? note;
  return (
    <div className={`login-field${error ? ' login-field--invalid' : ''}`}>
      <label className="login-field__label" htmlFor={inputId}>
        {label}
      </label>
      {children}
      {message && (
        <p id={messageId(inputId)} className={error ? 'login-field__error' : 'login-field__note'}>
          {message}
        </p>
      )}
    </div>
  );
}
