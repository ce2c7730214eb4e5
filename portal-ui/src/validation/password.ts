/** The account password rule (spec §5; DESIGN §5 raises the cap to 128 characters). */
export const PASSWORD_SPECIALS = '!@#$%^&*(),.?":{}|<>';
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export type PasswordRule = 'ruleLength' | 'ruleUpper' | 'ruleLower' | 'ruleDigit' | 'ruleSpecial';

const SPECIAL = /[!@#$%^&*(),.?":{}|<>]/;

export const PASSWORD_RULES: ReadonlyArray<{
  key: PasswordRule;
  test: (value: string) => boolean;
}> = [
  {
    key: 'ruleLength',
    test: (value) => value.length >= PASSWORD_MIN && value.length <= PASSWORD_MAX,
  },
  { key: 'ruleUpper', test: (value) => /[A-Z]/.test(value) },
  { key: 'ruleLower', test: (value) => /[a-z]/.test(value) },
  { key: 'ruleDigit', test: (value) => /\d/.test(value) },
  { key: 'ruleSpecial', test: (value) => SPECIAL.test(value) },
];

export const meetsPasswordRules = (value: string) =>
  PASSWORD_RULES.every((rule) => rule.test(value));
