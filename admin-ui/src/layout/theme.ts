import type { Theme } from '@mui/material';
import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** react-admin's default theme in the product's colours (AA contrast on white). */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    primary: { main: '#5b2a86' },
    secondary: { main: '#3a1a57' },
    background: { default: '#f6f5f9' },
  },
  sidebar: { width: 260, closedWidth: 55 },
  components: {
    ...defaultTheme.components,
    // Menu labels run longer in Portuguese and Spanish than react-admin's one-line entries
    // allow; a second line reads better than an ellipsis.
    // react-admin lets the layout grow to its widest content (min-width: fit-content); on a phone
    // that zoomed the whole page out for one wide table, which should scroll in its own container.
    RaLayout: {
      styleOverrides: {
        root: ({ theme }: { theme: Theme }) => ({
          [theme.breakpoints.down('sm')]: { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } },
        }),
      },
    },
    // On a phone react-admin's create button floats 60 px above the bottom, 56 px tall: room
    // under the list keeps its last row and the next-page arrow reachable.
    RaList: {
      styleOverrides: {
        root: ({ theme }: { theme: Theme }) => ({
          [theme.breakpoints.down('sm')]: { paddingBottom: 128 },
        }),
      },
    },
    // react-admin names a row's selection checkbox with `aria-label`, which MUI sets on the span
    // around the input: a screen reader then meets an unnamed checkbox, and a span that may not
    // carry a name. The name belongs on the input.
    MuiCheckbox: {
      defaultProps: {
        slotProps: {
          root: { 'aria-label': undefined },
          input: (ownerState: { 'aria-label'?: string }) => ({
            'aria-label': ownerState['aria-label'],
          }),
        },
      },
    },
    RaMenuItemLink: {
      styleOverrides: {
        root: { whiteSpace: 'normal', '& .MuiTypography-noWrap': { whiteSpace: 'normal' } },
      },
    },
  },
  typography: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
};
