import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import './plain.css';

interface PlainButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** default: bordered; primary: filled with the theme colour; text: no border */
  kind?: 'default' | 'primary' | 'text';
  danger?: boolean;
  icon?: ReactNode;
  /** submits its form instead of being a plain button */
  isSubmit?: boolean;
}

/** A button as Ant Design's small one looks, without Ant Design (components/plain/plain.css). */
export const PlainButton = forwardRef<HTMLButtonElement, PlainButtonProps>(function PlainButton(
  { kind = 'default', danger = false, icon, isSubmit = false, className, children, ...rest },
  ref,
) {
  const classes = [
    'plain-button',
    kind !== 'default' && `plain-button--${kind}`,
    danger && 'plain-button--danger',
    icon && (children === undefined || children === null || children === false) && 'plain-button--icon',
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <button ref={ref} type={isSubmit ? 'submit' : 'button'} className={classes} {...rest}>
      {icon}
      {children}
    </button>
  );
});
