import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { fakeToken, replyWith } from '../test/fakes';
import { createDataProvider, listQuery } from './dataProvider';
import { createHttpClient } from '../providers/httpClient';
import { STORAGE_KEYS } from '../providers/session';

const provider = (language = 'es-ES') =>
  createDataProvider(createHttpClient({ language: () => language }));

describe('data provider', () => {
  it('asks for a page in the list contract and reads {items, total}', async () => {
    localStorage.setItem(STORAGE_KEYS.token, fakeToken({ role: 'super' }));
    const calls = replyWith([
      200,
      {
        items: [{ id: 'c1', encryptedId: 'c1', companyName: 'Acme' }],
        total: 31,
        page: 2,
        pageSize: 10,
      },
    ]);
    const result = await provider().getList('company', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'companyName', order: 'DESC' },
      filter: { search: 'ac', plan: 'p1', status: 'expired', empty: '' },
    });
    expect(result).toEqual({
      data: [{ id: 'c1', encryptedId: 'c1', companyName: 'Acme' }],
      total: 31,
    });
    const url = new URL(calls[0].url, 'http://x');
    expect(url.pathname).toBe('/api/super/company');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      page: '2',
      pageSize: '10',
      order: '-companyName',
      search: 'ac',
      plan: 'p1',
      status: 'expired',
    });
    expect(calls[0].headers.get('Accept-Language')).toBe('es-ES');
    expect(calls[0].headers.get('Authorization')).toMatch(/^Bearer /);
  });

  it('caps the page size, orders ascending without a dash, and maps q to search', () => {
    const query = listQuery({
      pagination: { page: 1, perPage: 500 },
      sort: { field: 'name', order: 'ASC' },
      filter: { q: 'ana' },
    });
    expect(query.toString()).toBe('page=1&pageSize=100&order=name&search=ana');
  });

  it('reads every page for an export larger than the API’s largest page', async () => {
    const rows = (from: number, count: number) =>
      Array.from({ length: count }, (_, index) => ({ id: `c${from + index}` }));
    const calls = replyWith(
      [200, { items: rows(0, 100), total: 250, page: 1, pageSize: 100 }],
      [200, { items: rows(100, 100), total: 250, page: 2, pageSize: 100 }],
      [200, { items: rows(200, 50), total: 250, page: 3, pageSize: 100 }],
    );
    const result = await provider().getList('company', {
      pagination: { page: 1, perPage: 1000 },
      sort: { field: 'companyName', order: 'ASC' },
      filter: { status: 'active' },
    });
    expect(result.total).toBe(250);
    expect(result.data.map((row) => row.id)).toEqual(rows(0, 250).map((row) => row.id));
    expect(
      calls.map((call) => Object.fromEntries(new URL(call.url, 'http://x').searchParams)),
    ).toEqual(
      [1, 2, 3].map((page) => ({
        page: String(page),
        pageSize: '100',
        order: 'companyName',
        status: 'active',
      })),
    );
  });

  it('reads only the API pages a large page needs', async () => {
    const calls = replyWith(
      [200, { items: Array.from({ length: 100 }, (_, i) => ({ id: `r${200 + i}` })), total: 1000 }],
      [200, { items: Array.from({ length: 100 }, (_, i) => ({ id: `r${300 + i}` })), total: 1000 }],
    );
    const result = await provider().getList('company', {
      pagination: { page: 2, perPage: 200 },
      sort: { field: 'companyName', order: 'ASC' },
      filter: {},
    });
    expect(result.data.map((row) => row.id)).toEqual(
      Array.from({ length: 200 }, (_, i) => `r${200 + i}`),
    );
    expect(calls.map((call) => new URL(call.url, 'http://x').searchParams.get('page'))).toEqual([
      '3',
      '4',
    ]);
  });

  it('filters by the reference target and reads plain arrays', async () => {
    const calls = replyWith([200, [{ id: 'd1', name: 'RH' }]]);
    const result = await provider().getManyReference('department', {
      target: 'organizationId',
      id: 'o1',
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(calls[0].url).toBe('/api/admin/company/department?page=1&pageSize=25&organizationId=o1');
    expect(result.total).toBe(1);
  });

  it('reads many records one by one', async () => {
    const calls = replyWith([200, { id: 'a', name: 'A' }], [200, { id: 'b', name: 'B' }]);
    const { data } = await provider().getMany('organization', { ids: ['a', 'b'] });
    expect(data.map((record) => record.name)).toEqual(['A', 'B']);
    expect(calls.map((call) => call.url)).toEqual([
      '/api/admin/company/organization/a',
      '/api/admin/company/organization/b',
    ]);
  });

  it('sends a company as multipart, with the logo file and without read-only fields', async () => {
    const calls = replyWith([201, { id: 'new-id', encryptedId: 'new-id' }]);
    const logo = new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });
    const { data } = await provider().create('company', {
      data: {
        companyName: 'Acme',
        has2faAuthentication: true,
        complement: null,
        logoUrl: '/old.png',
        logo: { rawFile: logo, src: 'blob:x', title: 'logo.png' },
        adminName: 'Ana',
      },
    });
    expect(calls[0].init.method).toBe('POST');
    const body = calls[0].init.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('companyName')).toBe('Acme');
    expect(body.get('has2faAuthentication')).toBe('true');
    expect(body.get('complement')).toBe('');
    expect(body.get('adminName')).toBe('Ana');
    expect(body.has('logoUrl')).toBe(false);
    expect((body.get('logo') as File).name).toBe('logo.png');
    // The browser sets the multipart boundary; a JSON content type would break it.
    expect(calls[0].headers.get('Content-Type')).toBeNull();
    expect(data.id).toBe('new-id');
  });

  it('updates other resources as JSON with PUT /{id}', async () => {
    const calls = replyWith([200, { id: 'k1', name: 'Ana', email: 'ana@example.com' }]);
    await provider().update('contact', {
      id: 'k1',
      data: { name: 'Ana' },
      previousData: { id: 'k1' },
    });
    expect(calls[0].url).toBe('/api/admin/company/contact/k1');
    expect(calls[0].init.method).toBe('PUT');
    expect(JSON.parse(calls[0].init.body as string)).toEqual({ name: 'Ana' });
  });

  it('keeps the record on a 204 delete', async () => {
    replyWith([204]);
    const { data } = await provider().delete('plan', {
      id: 'p1',
      previousData: { id: 'p1', name: 'Pro' },
    });
    expect(data).toEqual({ id: 'p1', name: 'Pro' });
  });

  it('turns a 400 into field errors for the form', async () => {
    replyWith(
      [
        400,
        {
          statusCode: 400,
          message: 'CNPJ inválido',
          errors: { cnpj: ['CNPJ inválido'], companyName: ['Obrigatório', 'Curto'] },
        },
      ],
      [400, { statusCode: 400, message: 'x', errors: { email: ['E-mail inválido'] } }],
    );
    const company = await provider()
      .create('company', { data: { cnpj: '1' } })
      .catch((error: HttpError) => error);
    expect(company).toBeInstanceOf(HttpError);
    expect((company as HttpError).body.errors).toEqual({
      cnpj: 'CNPJ inválido',
      companyName: 'Obrigatório\nCurto',
    });
    const contact = await provider()
      .create('contact', { data: {} })
      .catch((error: HttpError) => error);
    expect((contact as HttpError).body.errors).toEqual({ email: 'E-mail inválido' });
  });

  it('keeps the server message of other failures, and names bare statuses', async () => {
    replyWith([409, { statusCode: 409, message: 'CNPJ já cadastrado' }], [502, null]);
    await expect(provider().create('company', { data: {} })).rejects.toMatchObject({
      status: 409,
      message: 'CNPJ já cadastrado',
    });
    await expect(provider().getOne('company', { id: 'x' })).rejects.toMatchObject({
      status: 502,
      message: 'Request failed with status code 502',
    });
  });

  it('replaces the session with an answered token, but not with an impersonation token', async () => {
    const owner = fakeToken({ role: 'super' });
    const fresh = fakeToken({ role: 'admin', isAboutComplete: true });
    localStorage.setItem(STORAGE_KEYS.token, owner);
    replyWith(
      [200, { token: fakeToken({ role: 'admin' }) }],
      [200, { companyName: 'Acme', token: fresh }],
    );
    const data = provider();
    await data.impersonate('c1');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe(owner);
    await data.saveAbout({ companyName: 'Acme' }, true);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe(fresh);
  });

  it('approves and rejects account requests', async () => {
    const calls = replyWith([200, { companyId: 'c9' }], [204]);
    const data = provider();
    await expect(
      data.approveRequest('r1', { planId: 'p1', subscriptionEndDate: '2027-01-31' }),
    ).resolves.toEqual({ companyId: 'c9' });
    await data.rejectRequest('r2', 'Dados incompletos');
    expect(calls[0].url).toBe('/api/super/company/request/r1/approve');
    expect(JSON.parse(calls[0].init.body as string)).toEqual({
      planId: 'p1',
      subscriptionEndDate: '2027-01-31',
    });
    expect(calls[1].url).toBe('/api/super/company/request/r2/reject');
    expect(JSON.parse(calls[1].init.body as string)).toEqual({ reason: 'Dados incompletos' });
  });
});
