import type { ButtonHTMLAttributes, Ref } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'accent';

/** How a button looks: the classes of styles/global.css (a plain `button` without a variant). */
export type ButtonLook = { variant?: ButtonVariant; size?: 'small'; className?: string };

/** The element's own props, its look turned into its classes. */
export const withLook = <P extends object>({
  variant,
  size,
  className,
  ...own
}: P & ButtonLook) => ({
  ...own,
  className: `button${variant ? ` button--${variant}` : ''}${size ? ` button--${size}` : ''}${className ? ` ${className}` : ''}`,
});

type ButtonProps = ButtonLook &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'> & {
    /** While its action runs: disabled, `aria-busy` and a spinner. Unset, no `aria-busy` at all. */
    isBusy?: boolean;
    ref?: Ref<HTMLButtonElement>;
  };

/** A button of the app's look; `type` is "button" unless a form's submit asks otherwise. */
export function Button({ isBusy, children, ...props }: ButtonProps) {
  return (
    <button
      type="button"
      {...withLook(props)}
      disabled={props.disabled || isBusy}
      aria-busy={isBusy}
    >
      {isBusy ? <span className="spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
