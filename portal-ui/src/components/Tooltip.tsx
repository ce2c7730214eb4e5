import { useId, useState } from 'react';
import { InfoIcon } from './icons';

export interface TooltipProps {
  /** Accessible name of the trigger. */
  label: string;
  /** Plain text help. */
  text?: string;
  /** Rich-text help, already sanitized HTML (question descriptions). */
  html?: string;
  className?: string;
}

/**
 * Shows on mouse enter and hides on mouse leave (spec §2); keyboard users get the same with
 * focus and blur, touch users with a tap, and Escape closes it.
 */
export function Tooltip({ label, text, html, className }: TooltipProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <span
      className={['tooltip', className].filter(Boolean).join(' ')}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
    >
      <button
        type="button"
        className="tooltip-trigger"
        aria-label={label}
        aria-describedby={open ? id : undefined}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onClick={() => setOpen(true)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setOpen(false);
        }}
      >
        <InfoIcon />
      </button>
      {open &&
        (html === undefined ? (
          <span role="tooltip" id={id} className="tooltip-bubble">
            {text}
          </span>
        ) : (
          <span
            role="tooltip"
            id={id}
            className="tooltip-bubble tooltip-rich"
            dangerouslySetInnerHTML={{ __html: html }}
          />
        ))}
    </span>
  );
}
