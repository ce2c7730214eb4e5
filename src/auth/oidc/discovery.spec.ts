import { issuerMatch } from './discovery';

describe('the issuer a provider’s document names', () => {
  it('is the issuer configured, trailing slash aside', () => {
    expect(issuerMatch('https://accounts.google.com', 'https://accounts.google.com/')).toBe(
      'exact',
    );
  });

  it('may be Entra’s template of the configured multi-tenant issuer', () => {
    const template = 'https://login.microsoftonline.com/{tenantid}/v2.0';
    for (const tenant of ['common', 'organizations', 'consumers'])
      expect(issuerMatch(`https://login.microsoftonline.com/${tenant}/v2.0`, template)).toBe(
        'tenant-template',
      );
  });

  it.each([
    ['https://accounts.google.com', 'https://evil.example'],
    [
      'https://login.microsoftonline.com/common/v2.0',
      'https://login.microsoftonline.com/{tenantid}',
    ],
    ['https://idp.example.com/a/b', 'https://idp.example.com/{tenantid}/{tenantid}'],
    ['https://idp.example.com/a', 'https://other.example.com/{tenantid}'],
  ])('is not %s when the document says %s', (configured, published) => {
    expect(issuerMatch(configured, published)).toBeUndefined();
  });
});
