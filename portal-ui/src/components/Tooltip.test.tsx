import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tooltip } from './Tooltip';

describe('Tooltip', () => {
  it('toggles on mouse enter and leave', async () => {
    render(<Tooltip label="Mais informações" text="Aceita letras e números." />);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await userEvent.hover(screen.getByRole('button', { name: 'Mais informações' }));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Aceita letras e números.');
    await userEvent.unhover(screen.getByRole('button', { name: 'Mais informações' }));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('opens on keyboard focus, describes its trigger and closes on Escape', async () => {
    render(<Tooltip label="Mais informações" text="Aceita letras e números." />);
    await userEvent.tab();
    const trigger = screen.getByRole('button', { name: 'Mais informações' });
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAccessibleDescription('Aceita letras e números.');
    fireEvent.keyDown(trigger, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
