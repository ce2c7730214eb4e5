import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import { ACCESS_RULE } from '../src/common/access/access.decorators';
import { MAX_JSON_DEPTH, nestsDeeperThan } from '../src/common/http/json-body';
import { startTestApp, TestApp } from './support/test-app';

describe('platform: health, docs, errors, headers', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp({ CORS_ORIGINS: 'https://app.example.com' })));
  afterAll(() => t.close());

  it('reports database and Redis health', async () => {
    const response = await t.http.get('/api/health').expect(200);
    expect(response.body.info).toEqual({ database: { status: 'up' }, redis: { status: 'up' } });
  });

  it('serves the OpenAPI document generated from the code', async () => {
    const document = await t.http.get('/api/docs-json').expect(200);
    expect(document.body.paths).toHaveProperty('/api/{product}/auth/local');
    expect(document.body.paths).toHaveProperty('/api/public/language');
    await t.http.get('/api/docs').expect(200).expect('content-type', /html/);

    // A multipart form names its fields, the required ones marked, and its file part.
    const form = document.body.paths['/api/super/company'].post.requestBody.content[
      'multipart/form-data'
    ].schema as { allOf: Array<{ $ref?: string; properties?: object }> };
    const fields = document.body.components.schemas[form.allOf[0].$ref!.split('/').pop()!];
    expect(fields.required).toEqual(expect.arrayContaining(['adminName', 'adminEmail', 'cnpj']));
    expect(form.allOf[1].properties).toEqual({ logo: { type: 'string', format: 'binary' } });
  });

  it('answers unknown API routes with JSON 404 in the caller language', async () => {
    const response = await t.http.get('/api/nothing/here').set('Accept-Language', 'en').expect(404);
    expect(response.body).toEqual({ statusCode: 404, message: 'Route not found.' });
    await t.http.post('/api/robot/auth/local').send({}).expect(404);
  });

  it('refuses a malformed body with 400, never 500', async () => {
    const response = await t.http
      .post('/api/user/auth/local')
      .set('content-type', 'application/json')
      .send('{"emailOrPhoneNumber":')
      .expect(400);
    expect(response.body.message).toBe('O corpo da requisição não é um JSON válido.');
    await t.http.post('/api/user/auth/local').send([1, 2]).expect(400);
    await t.http.post('/api/user/auth/2fa').set('Authorization', 'Bearer').expect(401);
  });

  it('refuses a body nested past any the API takes before validation walks it', async () => {
    const nested = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
    const deep = await t.http
      .post('/api/user/auth/local')
      .set('content-type', 'application/json')
      .set('Accept-Language', 'en')
      .send(nested(5000))
      .expect(400);
    expect(deep.body.errors).toEqual({ body: ['The request body is nested too deeply.'] });
    expect(nestsDeeperThan(JSON.parse(nested(MAX_JSON_DEPTH)), MAX_JSON_DEPTH)).toBe(false);
    expect(nestsDeeperThan(JSON.parse(nested(MAX_JSON_DEPTH + 1)), MAX_JSON_DEPTH)).toBe(true);
  });

  it('takes an empty JSON body as no body, as clients send it on bodiless calls', async () => {
    const response = await t.http
      .post('/api/user/auth/local')
      .set('content-type', 'application/json')
      .send('')
      .expect(400);
    expect(response.body.errors).toHaveProperty('emailOrPhoneNumber');
  });

  it('answers a broken address in the error shape and the caller language', async () => {
    const response = await t.http
      .get('/api/super/company/%E0%A4%A')
      .set('Accept-Language', 'es')
      .expect(400);
    expect(response.body).toEqual({
      statusCode: 400,
      code: 'error.invalidUrl',
      message: 'La dirección de la solicitud no es válida.',
      errors: { url: ['La dirección de la solicitud no es válida.'] },
    });
  });

  it('sets security headers, a request id and CORS from configuration', async () => {
    const response = await t.http
      .get('/api/public/language')
      .set('x-request-id', 'trace-123')
      .expect(200);
    expect(response.headers['x-request-id']).toBe('trace-123');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect((await t.http.get('/api/public/language')).headers['x-request-id']).toMatch(
      /^[0-9a-f-]{36}$/,
    );

    const allowed = await t.http
      .get('/api/public/language')
      .set('Origin', 'https://app.example.com');
    expect(allowed.headers['access-control-allow-origin']).toBe('https://app.example.com');
    const other = await t.http
      .get('/api/public/language')
      .set('Origin', 'https://evil.example.com');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('has an access rule on every route, so none is open by omission', () => {
    const unguarded: string[] = [];
    for (const module of t.app.get(ModulesContainer).values()) {
      for (const wrapper of module.controllers.values()) {
        const controller = wrapper.metatype as { prototype: Record<string, unknown> } & object;
        for (const name of Object.getOwnPropertyNames(controller.prototype)) {
          const handler = controller.prototype[name];
          if (
            name === 'constructor' ||
            typeof handler !== 'function' ||
            Reflect.getMetadata(PATH_METADATA, handler) === undefined
          )
            continue;
          const rule =
            Reflect.getMetadata(ACCESS_RULE, handler) ??
            Reflect.getMetadata(ACCESS_RULE, controller);
          const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as number];
          if (!rule) unguarded.push(`${method} ${wrapper.name}.${name}`);
        }
      }
    }
    expect(unguarded).toEqual([]);
  });
});
