import { useId, useRef, useState } from 'react';
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
  // Rich help opens above its trigger, or below when there is no room above (top of a screen).
  const [below, setBelow] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const id = useId();
  const show = () => {
    const top = trigger.current?.getBoundingClientRect().top ?? Infinity;
    setBelow(top < Math.min(240, window.innerHeight / 3));
    setOpen(true);
  };
  return (
    <span
      className={['tooltip', className].filter(Boolean).join(' ')}
      onMouseEnter={show}
      onMouseLeave={() => setOpen(false)}
    >
      <button
        ref={trigger}
        type="button"
        className="tooltip-trigger"
        aria-label={label}
        aria-describedby={open ? id : undefined}
        onFocus={show}
        onBlur={() => setOpen(false)}
        onClick={show}
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
            className={`tooltip-bubble tooltip-rich${below ? ' tooltip-below' : ''}`}
            dangerouslySetInnerHTML={{ __html: html }}
          />
        ))}
    </span>
  );
}
