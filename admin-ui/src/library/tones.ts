import type { SxProps } from '@mui/material';

/**
 * Chip colours that keep WCAG AA contrast for small text (MUI's warning and info fills do
 * not): a soft fill with a dark text of the same hue.
 */
export const TONES = {
  warning: { bgcolor: '#ffe0b2', color: '#6d3300' },
  info: { bgcolor: '#e1effa', color: '#0b4f7a' },
  success: { bgcolor: '#e3f2e4', color: '#1b5e20' },
  neutral: { bgcolor: '#eceff1', color: '#37474f' },
  closed: { bgcolor: '#ede7f3', color: '#3a1a57' },
} satisfies Record<string, SxProps>;

/** An outlined chip's text and border in a dark orange (a missing translation, say). */
export const WARNING_OUTLINE: SxProps = { color: '#8a4b00', borderColor: '#d9a35b' };
