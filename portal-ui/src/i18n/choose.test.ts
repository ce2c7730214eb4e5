import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../api/session';
import { fakeToken, replyWith } from '../test/render';
import { chooseLanguage } from './choose';
import { chosenLanguage, i18n } from './index';

describe('chooseLanguage', () => {
  afterEach(() => i18n.changeLanguage('pt-BR'));

  const signIn = () =>
    localStorage.setItem(
      STORAGE_KEYS.token,
      fakeToken({ stage: 'full', role: 'user', languageId: 1 }),
    );

  it('confirms the choice on the device once the account has it', async () => {
    signIn();
    const calls = replyWith([
      200,
      { token: fakeToken({ stage: 'full', role: 'user', languageId: 3 }) },
    ]);
    await chooseLanguage('es-ES');
    expect(calls[0].url).toBe('/api/user/language');
    expect(chosenLanguage()).toBe('es-ES');
    expect(i18n.language).toBe('es-ES');
  });

  it('leaves the device unconfirmed when the account could not keep the choice', async () => {
    signIn();
    replyWith([500, {}]);
    await expect(chooseLanguage('en-US')).rejects.toMatchObject({ status: 500 });
    expect(chosenLanguage()).toBeNull();
  });

  it('confirms at once without an account to save to', async () => {
    const calls = replyWith();
    await chooseLanguage('en-US');
    expect(calls).toEqual([]);
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('en-US');
  });
});
