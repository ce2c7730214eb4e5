import type { ButtonHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'link';
  small?: boolean;
  /** Shows "Aguarde" with animated dots and refuses clicks until the work is done. */
  loading?: boolean;
}

export function Button({
  variant = 'primary',
  small = false,
  loading = false,
  disabled,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  const { t } = useTranslation();
  const classes = ['btn', `btn-${variant}`, small && 'btn-small', className].filter(Boolean);
  return (
    <button
      {...rest}
      type={type}
      className={classes.join(' ')}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading ? (
        <span className="btn-loading">
          {t('common.wait')}
          <span className="dots" aria-hidden="true">
            <span>.</span>
            <span>.</span>
            <span>.</span>
          </span>
        </span>
      ) : (
        children
      )}
    </button>
  );
}
