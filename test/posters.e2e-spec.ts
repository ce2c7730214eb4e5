import { signedInWithCompany, SignedIn } from './support/session';
import { binary } from './support/journeys';
import { qrCodesOf } from './support/pdf-qr';
import { buildQuestionnaire } from './support/survey-data';
import { startTestApp, TestApp } from './support/test-app';
import { bearer } from './support/tokens';

describe('posters and code sheets of a survey with access codes', () => {
  let t: TestApp;
  let admin: SignedIn;
  let surveyId: string;
  let departments: string[];

  beforeAll(async () => {
    t = await startTestApp();
    admin = await signedInWithCompany(t, 'admin');
    departments = [];
    for (const name of ['Logística', 'Fábrica']) {
      departments.push(
        (
          await t.http
            .post('/api/admin/company/department')
            .set(bearer(admin.token))
            .send({ name })
            .expect(201)
        ).body.id,
      );
    }
    const questionnaireId = (await buildQuestionnaire(t, admin.token)).id;
    surveyId = (
      await t.http
        .post('/api/admin/survey')
        .set(bearer(admin.token))
        .send({ name: 'Censo da fábrica', questionnaireId, accessModes: ['code'] })
        .expect(201)
    ).body.id;
    await t.http.post(`/api/admin/survey/${surveyId}/send`).set(bearer(admin.token)).expect(200);
  });
  afterAll(() => t.close());

  const download = (path: string, body: object) =>
    t.http
      .post(`/api/admin/survey/${surveyId}/${path}`)
      .set(bearer(admin.token))
      .send(body)
      .buffer(true)
      .parse(binary);

  it('prints an A4 poster per department whose QR code opens the survey with its own code', async () => {
    const answer = await download('poster', { departmentIds: departments, language: 'pt-BR' })
      .expect(200)
      .expect('content-type', 'application/pdf');
    expect(answer.headers['content-disposition']).toContain('cartazes.pdf');
    const pdf = answer.body as Buffer;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
    const pages = await qrCodesOf(pdf);
    expect(pages).toHaveLength(2);
    const links = pages.map(([link]) => new URL(link));
    expect(links.map((link) => link.origin + link.pathname)).toEqual([
      'http://localhost:3000/access-code',
      'http://localhost:3000/access-code',
    ]);
    const codes = links.map((link) => link.searchParams.get('code') as string);
    expect(new Set(codes).size).toBe(2);
    for (const code of codes) {
      const opened = await t.http.post('/api/user/auth/access-by-code').send({ code }).expect(200);
      expect(opened.body.surveyId).toBe(surveyId);
    }
    const listed = await t.http
      .get(`/api/admin/survey/${surveyId}/access-code`)
      .set(bearer(admin.token))
      .expect(200);
    expect(
      listed.body.items.map((code: { label: string; purpose: string; uses: number }) => [
        code.label,
        code.purpose,
        code.uses,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ['Departamento: Logística', 'poster', 1],
        ['Departamento: Fábrica', 'poster', 1],
      ]),
    );
  }, 60_000);

  it('prints a sheet of single-use codes, each QR code a working link used once', async () => {
    const answer = await download('code-sheet', { count: 12, language: 'en-US' }).expect(200);
    expect(answer.headers['content-disposition']).toContain('access-codes.pdf');
    const pages = await qrCodesOf(answer.body as Buffer);
    expect(pages.map((page) => page.length)).toEqual([10, 2]);
    const code = new URL(pages[1][0]).searchParams.get('code');
    await t.http.post('/api/user/auth/access-by-code').send({ code }).expect(200);
    await t.http.post('/api/user/auth/access-by-code').send({ code }).expect(400);
  }, 60_000);

  it('refuses what it cannot print, and another company’s survey or department', async () => {
    await download('code-sheet', { count: 201 }).expect(400);
    await download('poster', { departmentIds: ['not-an-id'] }).expect(400);
    const other = await signedInWithCompany(t, 'admin');
    const foreign = (
      await t.http
        .post('/api/admin/company/department')
        .set(bearer(other.token))
        .send({ name: 'Outra' })
        .expect(201)
    ).body.id;
    await download('poster', { departmentIds: [foreign] }).expect(404);
    await t.http
      .post(`/api/admin/survey/${surveyId}/poster`)
      .set(bearer(other.token))
      .send({})
      .expect(404);
  });
});
