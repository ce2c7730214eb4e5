import { afterEach, describe, expect, it } from 'vitest';
import { firstScreenReads } from './firstScreen';
import { createDataProvider } from './app/dataProvider';
import type { HttpClient } from './providers/httpClient';
import { fakeToken } from './test/fakes';

/** The addresses the first screen's reads ask for (their answers never come). */
function readsOf(product: 'admin' | 'super', pathname: string): string[] {
  const urls: string[] = [];
  const http: HttpClient = (url) => {
    urls.push(url);
    return new Promise(() => undefined);
  };
  firstScreenReads(product, pathname, createDataProvider(http));
  return urls;
}

const signIn = (claims: Record<string, unknown>) =>
  localStorage.setItem('diversitera.token', fakeToken(claims));

describe('the first screen’s reads, started by the first load', () => {
  afterEach(() => localStorage.clear());

  it('reads the administrator’s home: onboarding and the survey lists, as the home asks', () => {
    signIn({ id: 'a1', role: 'admin', name: 'Marina', modules: ['Company', 'Survey'] });
    expect(readsOf('admin', '/admin/')).toEqual([
      '/api/admin/company/about',
      '/api/admin/company/setup',
      '/api/admin/survey?page=1&pageSize=5&order=endsAt&status=in-progress',
      '/api/admin/survey?page=1&pageSize=1&order=-sentAt&status=closed',
      '/api/admin/survey?page=1&pageSize=1',
    ]);
    // Without the survey module the home shows no surveys, so none are read.
    signIn({ id: 'a1', role: 'admin', name: 'Marina', modules: [] });
    expect(readsOf('admin', '/admin')).toEqual(['/api/admin/company/onboarding']);
    // Any other screen: only what the layout reads.
    signIn({ id: 'a1', role: 'admin', name: 'Marina', modules: ['Company', 'Survey'] });
    expect(readsOf('admin', '/admin/survey')).toEqual(['/api/admin/company/about']);
  });

  it('reads the owner’s companies list, where /super opens', () => {
    signIn({ id: 'o1', role: 'super', name: 'Dona' });
    const companies = [
      '/api/super/company?page=1&pageSize=10&order=companyName',
      '/api/super/company/filters',
    ];
    expect(readsOf('super', '/super')).toEqual(companies);
    expect(readsOf('super', '/super/company')).toEqual(companies);
  });

  it('reads nothing ahead for another address or without the session', () => {
    signIn({ id: 'o1', role: 'super', name: 'Dona' });
    expect(readsOf('super', '/super/plan')).toEqual([]);
    expect(readsOf('admin', '/admin')).toEqual([]);
  });
});
