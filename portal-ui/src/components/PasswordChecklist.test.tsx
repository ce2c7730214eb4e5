import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../i18n';
import { ptBR } from '../i18n/pt-BR';
import { PASSWORD_RULES } from '../validation/password';
import { useForm } from '../validation/useForm';
import { newPasswordValidators, PasswordFields } from './PasswordFields';

function Harness() {
  const form = useForm(newPasswordValidators);
  return (
    <PasswordFields password={form.field('password')} confirm={form.field('confirmNewPassword')} />
  );
}

/** The composition rules, met by every password the common-password rule judges. */
const COMPOSITION = ['ruleLength', 'ruleUpper', 'ruleLower', 'ruleDigit', 'ruleSpecial'];

const metRules = () =>
  screen
    .getAllByRole('listitem')
    .filter((item) => item.classList.contains('met'))
    .map((item) => item.dataset.rule);

describe('password checklist', () => {
  it('names every rule in the catalogue', () => {
    for (const rule of PASSWORD_RULES) expect(ptBR.password[rule.key]).toBeTruthy();
  });

  it('ticks the rules live while the password is typed', async () => {
    render(<Harness />);
    expect(metRules()).toEqual([]);
    const password = screen.getByLabelText('Nova senha');
    await userEvent.type(password, 'a');
    expect(metRules()).toEqual(['ruleLower']);
    await userEvent.type(password, 'B1');
    expect(metRules()).toEqual(['ruleUpper', 'ruleLower', 'ruleDigit']);
    await userEvent.type(password, '{{');
    expect(metRules()).toContain('ruleSpecial');
    await userEvent.type(password, 'cdef');
    await waitFor(() => expect(metRules()).toEqual([...COMPOSITION, 'ruleCommon']));

    await userEvent.type(screen.getByLabelText('Confirme a nova senha'), 'aB1{{cdef');
    expect(metRules()).toContain('ruleMatch');
    const item = screen.getByText('Senha e confirmação iguais').closest('li') as HTMLElement;
    expect(within(item).getByText(/atendido/)).toBeInTheDocument();
  });

  it('leaves a common password unticked, as the API refuses it, and says so on leaving', async () => {
    render(<Harness />);
    const password = screen.getByLabelText('Nova senha');
    await userEvent.type(password, 'Password123!');
    const common = screen.getByText('Não é uma senha comum (como “Senha123!”)');
    // The list arrives on its own: wait until a good password would be ticked.
    await userEvent.type(password, 'x');
    await waitFor(() => expect(metRules()).toContain('ruleCommon'));
    await userEvent.type(password, '{Backspace}');
    expect(metRules()).toEqual(COMPOSITION);
    expect(common.closest('li')).toHaveClass('unmet');
    await userEvent.tab();
    expect(password).toHaveAccessibleDescription(/Esta senha é muito comum\. Escolha outra\./);
  });

  it('says "As senhas não conferem" when the confirmation differs', async () => {
    render(<Harness />);
    await userEvent.type(screen.getByLabelText('Nova senha'), 'Tucano#Azul42');
    await userEvent.type(screen.getByLabelText('Confirme a nova senha'), 'Tucano#Azul4');
    await userEvent.tab();
    expect(screen.getByLabelText('Confirme a nova senha')).toHaveAccessibleDescription(
      'As senhas não conferem',
    );
  });

  it('describes the password input and reads each rule that changes, politely', async () => {
    render(<Harness />);
    const password = screen.getByLabelText('Nova senha');
    expect(password).toHaveAccessibleDescription(/Uma letra maiúscula ?\(pendente\)/);
    const rules = screen.getByRole('list').parentElement as HTMLElement;
    expect(rules).toHaveAttribute('aria-live', 'polite');
    await userEvent.type(password, 'A');
    const upper = screen.getByText('Uma letra maiúscula').closest('li') as HTMLElement;
    expect(upper).toHaveAttribute('aria-atomic', 'true');
    expect(password).toHaveAccessibleDescription(/Uma letra maiúscula ?\(atendido\)/);
  });

  it('lists the special characters of the rule', () => {
    render(<Harness />);
    expect(screen.getByText('Um caractere especial: !@#$%^&*(),.?":{}|<>')).toBeInTheDocument();
  });
});
