import { describe, expect, it } from 'vitest';
import { fakeToken } from '../test/render';
import {
  adoptRoleFromLink,
  currentProduct,
  currentSession,
  decodeClaims,
  isOutsidePortal,
  rememberRedirect,
  STORAGE_KEYS,
  takeRedirect,
} from './session';

describe('session', () => {
  it('keeps the storage key names the dashboard shares', () => {
    expect(STORAGE_KEYS).toEqual({
      language: 'i18nextLng',
      token: 'diversitera.token',
      interimToken: 'diversitera.interimToken',
      redirectTo: 'diversitera.redirectTo',
      product: 'diversitera.product',
    });
  });

  it('reads claims, UTF-8 names included', () => {
    expect(decodeClaims(fakeToken({ stage: 'full', name: 'Ana' }))).toMatchObject({ name: 'Ana' });
    const bytes = new TextEncoder().encode(
      JSON.stringify({ stage: 'full', exp: 9e9, name: 'João' }),
    );
    const payload = btoa(String.fromCharCode(...bytes)).replace(/=+$/, '');
    expect(decodeClaims(`x.${payload}.y`)?.name).toBe('João');
    expect(decodeClaims('not-a-token')).toBeNull();
  });

  it('counts an expired or interim token as no session', () => {
    localStorage.setItem(STORAGE_KEYS.token, fakeToken({ stage: 'full', exp: 1 }));
    expect(currentSession()).toBeNull();
    localStorage.setItem(STORAGE_KEYS.token, fakeToken({ stage: 'terms' }));
    expect(currentSession()).toBeNull();
    localStorage.setItem(STORAGE_KEYS.token, fakeToken({ stage: 'full', role: 'user' }));
    expect(currentSession()?.role).toBe('user');
  });

  it('uses the user prefix unless the dashboard sent someone here to sign in', () => {
    expect(currentProduct()).toBe('user');
    localStorage.setItem(STORAGE_KEYS.product, 'admin');
    localStorage.setItem(STORAGE_KEYS.redirectTo, '/admin');
    expect(currentProduct()).toBe('admin');
    localStorage.setItem(STORAGE_KEYS.product, 'root');
    expect(currentProduct()).toBe('user');
    // A prefix left over after that sign-in finished (the target was used up).
    localStorage.setItem(STORAGE_KEYS.product, 'super');
    takeRedirect();
    expect(currentProduct()).toBe('user');
  });

  it('gives the redirect target once, and only paths of this site', () => {
    rememberRedirect('/app/user/data');
    expect(takeRedirect()).toBe('/app/user/data');
    expect(takeRedirect()).toBeNull();
    rememberRedirect('//evil.example/login');
    expect(takeRedirect()).toBeNull();
    localStorage.setItem(STORAGE_KEYS.redirectTo, 'https://evil.example');
    expect(takeRedirect()).toBeNull();
  });

  it('knows the dashboard paths are another application', () => {
    expect(isOutsidePortal('/admin')).toBe(true);
    expect(isOutsidePortal('/super/company')).toBe(true);
    expect(isOutsidePortal('/administrator')).toBe(false);
    expect(isOutsidePortal('/app/user/home')).toBe(false);
  });

  it('takes the role of an administrator invitation link', () => {
    localStorage.clear();
    adoptRoleFromLink('?as=admin');
    expect(currentProduct()).toBe('admin');
    expect(takeRedirect()).toBe('/admin');
    localStorage.clear();
    adoptRoleFromLink('?as=root');
    expect(currentProduct()).toBe('user');
  });
});
