import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import '../i18n';
import { Button } from './Button';

describe('Button', () => {
  it('runs its action when clicked', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Enviar</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('shows "Aguarde" with animated dots and refuses clicks while loading', async () => {
    const onClick = vi.fn();
    render(
      <Button onClick={onClick} loading>
        Enviar
      </Button>,
    );
    const button = screen.getByRole('button');
    expect(button).toHaveTextContent(/^Aguarde\.\.\.$/);
    expect(button.querySelectorAll('.dots span')).toHaveLength(3);
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('has disabled and small variants', () => {
    render(
      <Button disabled small variant="secondary">
        Reenviar
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Reenviar' });
    expect(button).toBeDisabled();
    expect(button).toHaveClass('btn-small', 'btn-secondary');
    expect(button).toHaveAttribute('type', 'button');
  });
});
