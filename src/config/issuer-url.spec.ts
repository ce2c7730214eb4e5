import { isLoopback, normalIssuer } from './issuer-url';

describe('issuer addresses', () => {
  it.each([
    ['https://accounts.google.com', 'https://accounts.google.com'],
    [
      'https://login.microsoftonline.com/common/v2.0/',
      'https://login.microsoftonline.com/common/v2.0',
    ],
    [' https://idp.empresa.com.br/realms/rh ', 'https://idp.empresa.com.br/realms/rh'],
    ['http://127.0.0.1:8080', 'http://127.0.0.1:8080'],
    ['http://localhost/oidc', 'http://localhost/oidc'],
  ])('takes %s as %s', (typed, issuer) => {
    expect(normalIssuer(typed)).toBe(issuer);
  });

  it.each([
    'http://idp.empresa.com.br',
    'http://10.0.0.1',
    'http://127.0.0.1.nip.io',
    'https://idp.example.com/?tenant=1',
    'https://idp.example.com/#x',
    'https://user:pass@idp.example.com',
    'ftp://idp.example.com',
    'idp.example.com',
  ])('refuses %s', (typed) => {
    expect(normalIssuer(typed)).toBeUndefined();
  });

  it('knows loopback by name and by address', () => {
    expect(['localhost', '127.0.0.1', '127.9.9.9', '[::1]'].every(isLoopback)).toBe(true);
    expect(['localhost.example.com', '10.0.0.1', '::2'].some(isLoopback)).toBe(false);
  });
});
