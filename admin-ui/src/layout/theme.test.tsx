import { Checkbox, createTheme, ThemeProvider } from '@mui/material';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';

describe('theme', () => {
  it('names a checkbox labelled by aria-label on its input, not on the span around it', () => {
    const { container } = render(
      <ThemeProvider theme={createTheme(theme)}>
        <Checkbox aria-label="Selecionar esta linha" />
      </ThemeProvider>,
    );
    expect(screen.getByRole('checkbox', { name: 'Selecionar esta linha' }).tagName).toBe('INPUT');
    expect(container.querySelectorAll('[aria-label]')).toHaveLength(1);
  });

  it('keeps a name given to the input itself', () => {
    render(
      <ThemeProvider theme={createTheme(theme)}>
        <Checkbox slotProps={{ input: { 'aria-label': 'Selecionar todas' } }} />
      </ThemeProvider>,
    );
    expect(screen.getByRole('checkbox', { name: 'Selecionar todas' })).toBeTruthy();
  });
});
