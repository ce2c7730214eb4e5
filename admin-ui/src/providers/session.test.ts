import { describe, expect, it } from 'vitest';
import { fakeToken } from '../test/fakes';
import { endImpersonation, productOf, startImpersonation, STORAGE_KEYS } from './session';

describe('session', () => {
  it('keeps the key names the portal shares', () => {
    expect(STORAGE_KEYS).toMatchObject({
      language: 'i18nextLng',
      token: 'diversitera.token',
      interimToken: 'diversitera.interimToken',
      redirectTo: 'diversitera.redirectTo',
      product: 'diversitera.product',
    });
  });

  it('picks the dashboard from the path', () => {
    expect(productOf('/super')).toBe('super');
    expect(productOf('/super/company/1')).toBe('super');
    expect(productOf('/superb')).toBe('admin');
    expect(productOf('/admin/contact')).toBe('admin');
  });

  it('keeps the owner’s token while acting as a company, and gives it back', () => {
    const owner = fakeToken({ role: 'super' });
    const company = fakeToken({ role: 'admin', impersonatedBy: 'o1' });
    localStorage.setItem(STORAGE_KEYS.token, owner);
    startImpersonation(company);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe(company);
    expect(localStorage.getItem(STORAGE_KEYS.ownerToken)).toBe(owner);
    expect(endImpersonation()).toBe(true);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe(owner);
    expect(localStorage.getItem(STORAGE_KEYS.ownerToken)).toBeNull();
    expect(endImpersonation()).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });
});
