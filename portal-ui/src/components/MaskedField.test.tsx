import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../i18n';
import { maskedCnpj } from '../validation/cnpj';
import { CNPJ_MASK, PHONE_MASK } from '../validation/masks';
import { emailOrPhone, maskedPhone } from '../validation/rules';
import { useForm } from '../validation/useForm';
import { MaskedField } from './MaskedField';

function Harness() {
  const form = useForm({ phone: maskedPhone, cnpj: maskedCnpj });
  return (
    <>
      <MaskedField id="phone" label="Telefone" mask={PHONE_MASK} {...form.field('phone')} />
      <MaskedField id="cnpj" label="CNPJ" mask={CNPJ_MASK} {...form.field('cnpj')} />
      <output data-testid="values">{JSON.stringify(form.values)}</output>
    </>
  );
}

describe('masks', () => {
  it('formats a phone as +55 99 99999-9999 while it is typed', async () => {
    render(<Harness />);
    const phone = screen.getByLabelText('Telefone');
    await userEvent.type(phone, '11987654321');
    expect(phone).toHaveValue('+55 11 98765-4321');
    expect(screen.getByTestId('values')).toHaveTextContent('"phone":"+55 11 98765-4321"');
    await userEvent.type(phone, '9');
    expect(phone).toHaveValue('+55 11 98765-4321');
  });

  it('formats a numeric CNPJ as 99.999.999/9999-99 and refuses letters in the check digits', async () => {
    render(<Harness />);
    const cnpj = screen.getByLabelText('CNPJ');
    await userEvent.type(cnpj, '11222333000181');
    expect(cnpj).toHaveValue('11.222.333/0001-81');
    await userEvent.clear(cnpj);
    await userEvent.type(cnpj, '12abc34501deXY35');
    expect(cnpj).toHaveValue('12.ABC.345/01DE-35');
  });

  it('marks an invalid CNPJ and accepts a valid one after leaving the field', async () => {
    render(<Harness />);
    const cnpj = screen.getByLabelText('CNPJ');
    await userEvent.type(cnpj, '11222333000100');
    await userEvent.tab();
    expect(cnpj).toHaveAccessibleDescription(
      'Os dígitos verificadores do CNPJ não conferem: confira se foi digitado corretamente.',
    );
    await userEvent.clear(cnpj);
    await userEvent.type(cnpj, '1122233300');
    await userEvent.tab();
    expect(cnpj).toHaveAccessibleDescription(
      'O CNPJ tem 14 caracteres: 12 letras ou números e 2 dígitos no fim.',
    );
    await userEvent.clear(cnpj);
    await userEvent.type(cnpj, '12ABC34501DE35');
    expect(cnpj).toHaveAttribute('aria-invalid', 'false');
  });
});

describe('field rules', () => {
  it.each([
    ['11.222.333/0001-81', null],
    ['12.ABC.345/01DE-35', null],
    ['11.222.333/0001-80', 'validation.cnpjDigits'],
    ['12.ABC.345/01DE-3A', 'validation.cnpjShape'],
    ['11.222.333/0001', 'validation.cnpjShape'],
    // As the API reads it: the punctuation is the mask's, not the number's.
    ['11222333000181', null],
    ['', 'validation.required'],
  ])('CNPJ %j → %s', (value, expected) => expect(maskedCnpj(value)).toBe(expected));

  it.each([
    ['+55 11 98765-4321', null],
    ['+55 11 98765-432', 'validation.phone'],
    ['11987654321', 'validation.phone'],
  ])('phone %j → %s', (value, expected) => expect(maskedPhone(value)).toBe(expected));

  it.each([
    ['ana@example.com', null],
    ['+55 11 98765-4321', null],
    ['(11) 98765-4321', null],
    ['ana@', 'validation.emailOrPhone'],
    ['maria', 'validation.emailOrPhone'],
    ['123', 'validation.emailOrPhone'],
    ['  ', 'validation.emailOrPhoneRequired'],
  ])('e-mail or phone %j → %s', (value, expected) => expect(emailOrPhone(value)).toBe(expected));
});
