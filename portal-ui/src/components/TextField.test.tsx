import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import '../i18n';
import { email, required } from '../validation/rules';
import { useForm } from '../validation/useForm';
import { Checkbox } from './Checkbox';
import { TextField } from './TextField';

function Form({ onSubmit }: { onSubmit: () => void }) {
  const form = useForm({ name: required, mail: email });
  const [agreed, setAgreed] = useState(false);
  const [judged, setJudged] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setJudged(true);
    if (!form.validateAll(event.currentTarget).length && agreed) onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate>
      <TextField id="name" label="Nome" required {...form.field('name')} />
      <TextField id="mail" type="email" label="E-mail" {...form.field('mail')} />
      <TextField id="secret" type="password" label="Senha" {...form.field('name')} />
      <Checkbox
        id="agree"
        checked={agreed}
        onChange={setAgreed}
        required
        state={!judged ? 'untouched' : agreed ? 'valid' : 'invalid'}
        error="É preciso aceitar para continuar."
      >
        Concordo
      </Checkbox>
      <button type="submit">Enviar</button>
    </form>
  );
}

describe('TextField and Checkbox', () => {
  it('stays untouched until left, then is judged live', async () => {
    render(<Form onSubmit={vi.fn()} />);
    const mail = screen.getByLabelText('E-mail');
    expect(mail.closest('.field')).toHaveClass('field-untouched');
    await userEvent.type(mail, 'ana@');
    expect(mail).toHaveAttribute('aria-invalid', 'false');

    await userEvent.tab();
    expect(mail).toHaveAttribute('aria-invalid', 'true');
    expect(mail).toHaveAccessibleDescription('E-mail inválido.');
    expect(mail.closest('.field')).toHaveClass('field-invalid');

    await userEvent.type(mail, 'example.com');
    expect(mail).toHaveAttribute('aria-invalid', 'false');
    expect(mail.closest('.field')).toHaveClass('field-valid');
    expect(screen.getByRole('img', { name: 'Campo válido' })).toBeInTheDocument();
  });

  it('submits on Enter and judges every field and the required box', async () => {
    const onSubmit = vi.fn();
    render(<Form onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('E-mail'), '{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    // Focus goes to the first field in error.
    await waitFor(() => expect(screen.getByLabelText('Nome')).toHaveFocus());
    expect(screen.getByLabelText('Nome')).toHaveAccessibleDescription('Campo obrigatório.');
    expect(screen.getByRole('checkbox', { name: 'Concordo' })).toHaveAccessibleDescription(
      'É preciso aceitar para continuar.',
    );

    await userEvent.type(screen.getByLabelText('Nome'), 'Ana');
    await userEvent.type(screen.getByLabelText('E-mail'), 'ana@example.com');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Concordo' }));
    await userEvent.type(screen.getByLabelText('E-mail'), '{Enter}');
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('reveals and hides a password', async () => {
    render(<Form onSubmit={vi.fn()} />);
    const secret = screen.getByLabelText('Senha');
    expect(secret).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar senha' }));
    expect(secret).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Ocultar senha' }));
    expect(secret).toHaveAttribute('type', 'password');
  });
});
