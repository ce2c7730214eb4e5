import type { Response } from 'superagent';
import { FileStorage } from '../src/common/storage/storage';
import { logoPng } from './support/files';
import { signedInWithCompany, SignedIn } from './support/session';
import { buildQuestionnaire } from './support/survey-data';
import { startTestApp, TestApp } from './support/test-app';
import { bearer } from './support/tokens';

/** The company's logo on its survey's pages, read through the API by those who may open it. */
describe('the company’s logo on a survey', () => {
  let t: TestApp;
  let admin: SignedIn;
  let questionnaireId: string;
  const logo = logoPng();
  const binary = (response: Response, done: (error: Error | null, body: Buffer) => void) => {
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.on('end', () => done(null, Buffer.concat(chunks)));
  };

  beforeAll(async () => {
    t = await startTestApp();
    admin = await signedInWithCompany(t, 'admin', { company: { companyName: 'Aurora Tecidos' } });
    const key = `logos/${admin.company!.id}/aurora.png`;
    await t.app.get(FileStorage).put(key, logo);
    await t.dataSource.query('UPDATE company SET logo_key = $1 WHERE id = $2', [
      key,
      admin.company!.id,
    ]);
    questionnaireId = (await buildQuestionnaire(t, admin.token)).id;
  });
  afterAll(() => t.close());

  /** A sent survey of the session's company open to access codes, and a visitor's token for it. */
  async function visitorOf(session: SignedIn, questionnaire: string) {
    const survey = await t.http
      .post('/api/admin/survey')
      .set(bearer(session.token))
      .send({ name: 'Censo', questionnaireId: questionnaire, accessModes: ['code'] })
      .expect(201);
    await t.http
      .post(`/api/admin/survey/${survey.body.id}/send`)
      .set(bearer(session.token))
      .expect(200);
    const code = await t.http
      .post(`/api/admin/survey/${survey.body.id}/access-code`)
      .set(bearer(session.token))
      .send({})
      .expect(201);
    const redeemed = await t.http
      .post('/api/user/auth/access-by-code')
      .send({ code: code.body.code })
      .expect(200);
    return { surveyId: survey.body.id as string, token: redeemed.body.token as string };
  }

  it('names the company and links its logo, which the survey’s own visitor reads', async () => {
    const { surveyId, token } = await visitorOf(admin, questionnaireId);
    const survey = await t.http.get(`/api/survey/${surveyId}`).set(bearer(token)).expect(200);
    expect(survey.body.company).toEqual({
      name: 'Aurora Tecidos',
      logoUrl: `/api/survey/${surveyId}/logo?v=aurora.png`,
    });
    const image = await t.http
      .get(survey.body.company.logoUrl)
      .set(bearer(token))
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('private, max-age=86400');
    expect((image.body as Buffer).equals(logo)).toBe(true);
  });

  it('is read only with the survey: not without a token, not by another survey’s token', async () => {
    const first = await visitorOf(admin, questionnaireId);
    const second = await visitorOf(admin, questionnaireId);
    await t.http.get(`/api/survey/${first.surveyId}/logo`).expect(401);
    await t.http.get(`/api/survey/${first.surveyId}/logo`).set(bearer(second.token)).expect(403);
    const other = await signedInWithCompany(t, 'admin');
    const elsewhere = await visitorOf(other, (await buildQuestionnaire(t, other.token)).id);
    await t.http.get(`/api/survey/${first.surveyId}/logo`).set(bearer(elsewhere.token)).expect(404);
    // A company without a logo: nothing to link, nothing to read.
    const survey = await t.http
      .get(`/api/survey/${elsewhere.surveyId}`)
      .set(bearer(elsewhere.token))
      .expect(200);
    expect(survey.body.company.logoUrl).toBeNull();
    await t.http
      .get(`/api/survey/${elsewhere.surveyId}/logo`)
      .set(bearer(elsewhere.token))
      .expect(404);
  });
});
