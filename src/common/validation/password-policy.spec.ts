import { isCommonPassword, meetsPasswordRules } from './password-policy';

describe('password policy', () => {
  it.each([
    ['Tucano#Azul42', true],
    ['tucano#azul42', false],
    ['TUCANO#AZUL42', false],
    ['Tucano#Azul', false],
    ['TucanoAzul42', false],
    ['Tu#1a', false],
    [`Aa1!${'x'.repeat(124)}`, true],
    [`Aa1!${'x'.repeat(125)}`, false],
  ])('%s meets the rules: %s', (password, expected) => {
    expect(meetsPasswordRules(password)).toBe(expected);
  });

  it('refuses well-known passwords dressed up to pass the rules', () => {
    expect(isCommonPassword('Password1!')).toBe(true);
    expect(isCommonPassword('Senha123!')).toBe(true);
    expect(isCommonPassword('Qwerty123!')).toBe(true);
    expect(isCommonPassword('Tucano#Azul42')).toBe(false);
  });
});
