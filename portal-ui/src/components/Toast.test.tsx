import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/client';
import { errorText } from '../api/errors';
import '../i18n';
import { ToastProvider, useToast, type ToastKind } from './Toast';

const FALLBACK = 'Ocorreu um erro inesperado. Tente novamente mais tarde.';

describe('errorText (spec §8)', () => {
  it('joins field errors as "field: message" lines, with the form\u2019s labels', () => {
    const error = new ApiError(400, 'Telefone inválido.', {
      contactPhone: ['Telefone inválido.'],
      cnpj: ['CNPJ inválido.', 'Já existe uma empresa cadastrada com este CNPJ.'],
    });
    expect(errorText(error, FALLBACK, { contactPhone: 'Telefone' })).toBe(
      'Telefone: Telefone inválido.\ncnpj: CNPJ inválido.\ncnpj: Já existe uma empresa cadastrada com este CNPJ.',
    );
  });

  it('uses the server’s own message when it gave one', () => {
    expect(errorText(new ApiError(401, 'Login e/ou senha inválidos.'), FALLBACK)).toBe(
      'Login e/ou senha inválidos.',
    );
    expect(
      errorText(new ApiError(409, 'Já existe uma empresa cadastrada com este CNPJ.'), FALLBACK),
    ).toBe('Já existe uma empresa cadastrada com este CNPJ.');
  });

  it('shows the screen’s fallback for a server error, a network failure or an empty answer', () => {
    const resetFailed = 'Ocorreu um erro ao tentar resetar a senha';
    expect(errorText(new ApiError(500), resetFailed)).toBe(resetFailed);
    expect(errorText(new ApiError(404), FALLBACK)).toBe(FALLBACK);
    expect(errorText(new TypeError('Failed to fetch'), FALLBACK)).toBe(FALLBACK);
  });
});

function Trigger({ kind, message }: { kind: ToastKind; message: string }) {
  const toast = useToast();
  return (
    <>
      <button onClick={() => toast.show(kind, message)}>mostrar</button>
      <button onClick={() => toast.clearErrors()}>limpar</button>
    </>
  );
}

const renderToasts = (trigger: ReactNode) => render(<ToastProvider>{trigger}</ToastProvider>);

describe('ToastProvider', () => {
  afterEach(() => vi.useRealTimers());

  it('announces errors as alerts, one line per field, and can be closed', async () => {
    renderToasts(
      <Trigger kind="error" message={'Nome: Campo obrigatório.\nCNPJ: CNPJ inválido.'} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'mostrar' }));
    const alert = screen.getByRole('alert');
    expect(alert.querySelector('.toast-message')?.textContent).toBe(
      'Nome: Campo obrigatório.\nCNPJ: CNPJ inválido.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(alert).toBeEmptyDOMElement();
  });

  it('puts successes in a polite status region and lets them go by themselves', () => {
    vi.useFakeTimers();
    renderToasts(<Trigger kind="success" message="Senha alterada com sucesso." />);
    act(() => screen.getByRole('button', { name: 'mostrar' }).click());
    expect(screen.getByRole('status')).toHaveTextContent('Senha alterada com sucesso.');
    act(() => vi.advanceTimersByTime(8000));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('does not stack the same message twice', () => {
    renderToasts(<Trigger kind="error" message="Código inválido" />);
    act(() => screen.getByRole('button', { name: 'mostrar' }).click());
    act(() => screen.getByRole('button', { name: 'mostrar' }).click());
    expect(screen.getAllByText('Código inválido')).toHaveLength(1);
  });

  it('clears the errors a page answers, leaving successes', async () => {
    renderToasts(
      <>
        <Trigger kind="error" message="Login e/ou senha inválidos." />
        <Trigger kind="success" message="Enviamos um novo código." />
      </>,
    );
    const [showError, showSuccess] = screen.getAllByRole('button', { name: 'mostrar' });
    await userEvent.click(showError);
    await userEvent.click(showSuccess);
    await userEvent.click(screen.getAllByRole('button', { name: 'limpar' })[0]);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(screen.getByRole('status')).toHaveTextContent('Enviamos um novo código.');
  });
});
