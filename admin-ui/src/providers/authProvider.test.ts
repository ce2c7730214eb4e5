import { describe, expect, it, vi } from 'vitest';
import { fakeToken } from '../test/fakes';
import { createAuthProvider } from './authProvider';
import { STORAGE_KEYS } from './session';

const setup = (product: 'super' | 'admin', path = `/${product}/company?page=2`) => {
  const goTo = vi.fn();
  const auth = createAuthProvider({ product, goTo, currentPath: () => path });
  return { auth, goTo };
};

const settled = async (promise: Promise<unknown>) =>
  Promise.race([
    promise.then(
      () => 'settled',
      () => 'settled',
    ),
    new Promise((r) => setTimeout(() => r('pending'), 20)),
  ]);

describe('auth provider', () => {
  it('lets a full token of this dashboard’s role in', async () => {
    localStorage.setItem(STORAGE_KEYS.token, fakeToken({ role: 'super' }));
    const { auth, goTo } = setup('super');
    await expect(auth.checkAuth({})).resolves.toBeUndefined();
    expect(goTo).not.toHaveBeenCalled();
  });

  it.each([
    ['no token', null],
    ['an interim token', fakeToken({ role: 'admin', stage: '2fa' })],
    ['an expired token', fakeToken({ role: 'admin', exp: 1 })],
  ])('with %s, stores the way back and goes to the portal sign-in', async (_case, token) => {
    if (token) localStorage.setItem(STORAGE_KEYS.token, token);
    localStorage.setItem(STORAGE_KEYS.ownerToken, fakeToken({ role: 'super' }));
    const { auth, goTo } = setup('admin', '/admin/contact');
    expect(await settled(auth.checkAuth({}))).toBe('pending');
    expect(goTo).toHaveBeenCalledWith('/login');
    expect(localStorage.getItem(STORAGE_KEYS.redirectTo)).toBe('/admin/contact');
    expect(localStorage.getItem(STORAGE_KEYS.product)).toBe('admin');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.ownerToken)).toBeNull();
  });

  it('with an employee’s session, goes to the dashboard sign-in and keeps that session', async () => {
    const employee = fakeToken({ role: 'user' });
    localStorage.setItem(STORAGE_KEYS.token, employee);
    const { auth, goTo } = setup('admin', '/admin/contact');
    expect(await settled(auth.checkAuth({}))).toBe('pending');
    expect(goTo).toHaveBeenCalledWith('/login');
    expect(localStorage.getItem(STORAGE_KEYS.redirectTo)).toBe('/admin/contact');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe(employee);
  });

  it.each([
    ['an administrator opening /super', 'super', fakeToken({ role: 'admin' }), '/admin'],
    [
      'the owner acting as a company opening /super',
      'super',
      fakeToken({ role: 'admin', impersonatedBy: 'o1' }),
      '/admin',
    ],
    ['the owner opening /admin', 'admin', fakeToken({ role: 'super' }), '/super'],
  ] as const)(
    'sends %s to their own dashboard, the session untouched',
    async (_case, product, token, home) => {
      const owner = fakeToken({ role: 'super', id: 'o1' });
      localStorage.setItem(STORAGE_KEYS.token, token);
      localStorage.setItem(STORAGE_KEYS.ownerToken, owner);
      const { auth, goTo } = setup(product);
      expect(await settled(auth.checkAuth({}))).toBe('pending');
      expect(goTo).toHaveBeenCalledWith(home);
      expect(localStorage.getItem(STORAGE_KEYS.token)).toBe(token);
      expect(localStorage.getItem(STORAGE_KEYS.ownerToken)).toBe(owner);
      expect(localStorage.getItem(STORAGE_KEYS.redirectTo)).toBeNull();
    },
  );

  it('signs out on a 401 only, without react-admin logging out over the stored target', async () => {
    localStorage.setItem(STORAGE_KEYS.token, fakeToken({ role: 'super' }));
    const { auth, goTo } = setup('super', '/super/plan');
    await expect(auth.checkError({ status: 403 })).resolves.toBeUndefined();
    await expect(auth.checkError({ status: 500 })).resolves.toBeUndefined();
    expect(goTo).not.toHaveBeenCalled();
    await expect(auth.checkError({ status: 401 })).rejects.toEqual({
      logoutUser: false,
      message: false,
    });
    expect(goTo).toHaveBeenCalledWith('/login');
    // The server refused the token, even unexpired: it goes.
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.redirectTo)).toBe('/super/plan');
    expect(localStorage.getItem(STORAGE_KEYS.product)).toBe('super');
  });

  it('clears the session on logout and keeps the language', async () => {
    for (const key of Object.values(STORAGE_KEYS)) localStorage.setItem(key, 'x');
    localStorage.setItem(STORAGE_KEYS.language, 'en-US');
    const { auth, goTo } = setup('admin');
    await expect(auth.logout({})).resolves.toBe(false);
    expect(goTo).toHaveBeenCalledWith('/login');
    expect(Object.keys(localStorage)).toEqual([STORAGE_KEYS.language]);
  });

  it('grants administrators the resources of their modules, from the shared map', async () => {
    localStorage.setItem(STORAGE_KEYS.token, fakeToken({ role: 'admin', modules: ['Company'] }));
    const { auth } = setup('admin');
    const can = (resource: string) => auth.canAccess!({ resource, action: 'list' });
    await expect(can('contact')).resolves.toBe(true);
    await expect(can('department')).resolves.toBe(true);
    await expect(can('setup')).resolves.toBe(true);
    await expect(can('admin-user')).resolves.toBe(false);
    await expect(can('employee')).resolves.toBe(false);
    await expect(can('plan')).resolves.toBe(false);
    await expect(can('unknown')).resolves.toBe(false);
  });

  it('grants the platform owner their own resources only', async () => {
    localStorage.setItem(STORAGE_KEYS.token, fakeToken({ role: 'super', modules: [] }));
    const { auth } = setup('super');
    const can = (resource: string) => auth.canAccess!({ resource, action: 'edit' });
    await expect(can('company')).resolves.toBe(true);
    await expect(can('company-request')).resolves.toBe(true);
    await expect(can('plan')).resolves.toBe(true);
    await expect(can('contact')).resolves.toBe(false);
  });

  it('names the signed-in person', async () => {
    localStorage.setItem(
      STORAGE_KEYS.token,
      fakeToken({ role: 'admin', id: 'a1', name: 'João', companyName: 'Acme' }),
    );
    const { auth } = setup('admin');
    await expect(auth.getIdentity!()).resolves.toEqual({
      id: 'a1',
      fullName: 'João',
      companyName: 'Acme',
    });
  });
});
