import type { Response } from 'superagent';
import { CONSENT_VERSION } from '../src/survey/survey-view';
import { pdfTexts } from './support/pdf';
import { signedInWithCompany, SignedIn } from './support/session';
import { buildQuestionnaire, createEmployee } from './support/survey-data';
import { startTestApp, TestApp } from './support/test-app';
import { bearer } from './support/tokens';

const INSULT = 'O gestor Carlos Pereira é um idiota e todos sabem';

interface CommentsBody {
  shown: boolean;
  total?: number;
  hidden?: number;
  items?: Array<{ id: string; text: string }>;
}

/** An administrator hides a comment that names a person or insults; it is gone from every list. */
describe('moderation of free-text comments', () => {
  let t: TestApp;
  let admin: SignedIn;
  let surveyId: string;
  let questionnaire: Awaited<ReturnType<typeof buildQuestionnaire>>;
  const as = () => bearer(admin.token);

  beforeAll(async () => {
    t = await startTestApp();
    admin = await signedInWithCompany(t, 'admin', { company: { companyName: 'Aurora Tecidos' } });
    const people = [];
    for (let index = 0; index < 11; index++)
      people.push(await createEmployee(t.dataSource, admin.company!.id));
    questionnaire = await buildQuestionnaire(t, admin.token);
    surveyId = (
      await t.http
        .post('/api/admin/survey')
        .set(as())
        .send({ name: 'Clima', questionnaireId: questionnaire.id, anonymous: true })
        .expect(201)
    ).body.id;
    await t.http.post(`/api/admin/survey/${surveyId}/send`).set(as()).expect(200);
    for (const [index, person] of people.entries()) {
      const mail = await t.smtp.waitFor(person.email, (message) =>
        message.text.includes(`/survey/${surveyId}`),
      );
      const invite = new URL(mail.text.match(/https?:\/\/\S+invite=\S+/)?.[0] as string);
      const token = (
        await t.http
          .post(`/api/survey/${surveyId}/invitation`)
          .send({ invite: invite.searchParams.get('invite') })
          .expect(200)
      ).body.token;
      await t.http
        .post(`/api/survey/${surveyId}/submit`)
        .set(bearer(token))
        .send({
          answers: {
            [questionnaire.remote]: { optionKeys: ['yes'] },
            [questionnaire.remoteComment]: {
              text: index ? `Gosto do home office ${index}` : INSULT,
            },
            [questionnaire.belonging]: { optionKeys: ['4'] },
          },
          consent: { given: false, version: CONSENT_VERSION },
        })
        .expect(201);
    }
  }, 180_000);
  afterAll(() => t.close());

  const comments = async (): Promise<CommentsBody> => {
    const report = await t.http.get(`/api/admin/survey/${surveyId}/report`).set(as()).expect(200);
    return report.body.questions.find(
      (question: { id: string }) => question.id === questionnaire.remoteComment,
    ).comments;
  };
  const hidden = (commentId: string) => `/api/admin/survey/${surveyId}/comment/${commentId}/hidden`;
  const audited = (action: string): Promise<Array<{ details: Record<string, unknown> }>> =>
    t.dataSource.query('SELECT details FROM audit_entry WHERE action = $1 AND target_id = $2', [
      action,
      surveyId,
    ]);
  const binary = (response: Response, done: (error: Error | null, body: Buffer) => void) => {
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.on('end', () => done(null, Buffer.concat(chunks)));
  };

  it('hides a comment from the report, counted apart, and records who, why and when', async () => {
    const before = await comments();
    expect(before).toMatchObject({ shown: true, total: 11, hidden: 0 });
    const insult = before.items?.find((item) => item.text === INSULT);
    expect(insult?.id).toMatch(/^[0-9a-f-]{36}$/);

    await t.http.post(hidden(insult!.id)).set(as()).send({ reason: 'names-person' }).expect(204);
    const after = await comments();
    expect(after).toMatchObject({ shown: true, total: 10, hidden: 1 });
    expect(after.items?.map((item) => item.text)).not.toContain(INSULT);
    expect(after.items).toHaveLength(10);

    const [entry] = await audited('survey.comment-hidden');
    expect(entry.details).toEqual({
      questionId: questionnaire.remoteComment,
      commentId: insult!.id,
      reason: 'names-person',
    });
    expect(JSON.stringify(entry)).not.toContain('idiota');
    // Hiding it again changes nothing and records nothing more.
    await t.http.post(hidden(insult!.id)).set(as()).send({ reason: 'offensive' }).expect(204);
    expect(await audited('survey.comment-hidden')).toHaveLength(1);
  });

  it('never lets a hidden comment into an export', async () => {
    for (const format of ['csv', 'xlsx', 'pdf']) {
      const file = await t.http
        .get(`/api/admin/survey/${surveyId}/export`)
        .query({ format })
        .set(as())
        .buffer(true)
        .parse(binary)
        .expect(200);
      const body = file.body as Buffer;
      const text =
        format === 'pdf'
          ? pdfTexts(body)
              .map((run) => run.text)
              .join('\n')
          : body.toString('latin1') + body.toString('utf8');
      expect(text).not.toContain('Carlos Pereira');
      if (format === 'pdf') expect(text).toContain('Aurora Tecidos');
    }
  });

  it('shows a comment again when asked, audited too', async () => {
    const hiddenId = (await audited('survey.comment-hidden'))[0].details.commentId as string;
    await t.http.delete(hidden(hiddenId)).set(as()).expect(204);
    const shown = await comments();
    expect(shown).toMatchObject({ total: 11, hidden: 0 });
    expect(shown.items?.map((item) => item.text)).toContain(INSULT);
    expect(await audited('survey.comment-shown')).toHaveLength(1);
  });

  it('refuses a reason it does not know, and finds no comment by an id that names none', async () => {
    const { items = [] } = await comments();
    const refused = await t.http
      .post(hidden(items[0].id))
      .set(as())
      .send({ reason: 'dislike' })
      .expect(400);
    expect(Object.keys(refused.body.errors)).toEqual(['reason']);
    await t.http
      .post(hidden('00000000-0000-4000-8000-000000000000'))
      .set(as())
      .send({ reason: 'offensive' })
      .expect(404);
    await t.http.post(hidden('not-an-id')).set(as()).send({ reason: 'offensive' }).expect(400);
  });
});
