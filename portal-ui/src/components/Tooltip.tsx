import { useId, useState } from 'react';
import { InfoIcon } from './icons';

export interface TooltipProps {
  /** Accessible name of the trigger. */
  label: string;
  text: string;
}

/**
 * Shows on mouse enter and hides on mouse leave (spec §2); keyboard users get the same with
 * focus and blur, and Escape closes it.
 */
export function Tooltip({ label, text }: TooltipProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <span
      className="tooltip"
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
        onKeyDown={(event) => {
          if (event.key === 'Escape') setOpen(false);
        }}
      >
        <InfoIcon />
      </button>
      {open && (
        <span role="tooltip" id={id} className="tooltip-bubble">
          {text}
        </span>
      )}
    </span>
  );
}
