import { Account } from '../src/account/account.entity';
import { CONSENT_VERSION } from '../src/survey/survey-view';
import { signedInWithCompany, signIn, SignedIn } from './support/session';
import {
  buildQuestionnaire,
  createEmployee,
  invitationToken,
  sentSurvey,
  TestEmployee,
} from './support/survey-data';
import { startTestApp, TestApp } from './support/test-app';
import { bearer } from './support/tokens';

const consent = { given: true, version: CONSENT_VERSION };

/** The right of access (LGPD art. 18): a person reads and downloads what is held about them. */
describe('privacy: my data', () => {
  let t: TestApp;
  let admin: SignedIn;
  let person: TestEmployee;
  let session: string;
  let questionnaire: Awaited<ReturnType<typeof buildQuestionnaire>>;

  const send = (anonymous: boolean, name: string) =>
    sentSurvey(t, admin.token, { name, questionnaireId: questionnaire.id, anonymous });
  const answers = () => ({
    [questionnaire.race]: { preferNotToAnswer: true },
    [questionnaire.remote]: { optionKeys: ['yes'] },
    [questionnaire.remoteComment]: { text: 'Mais foco em casa' },
    [questionnaire.belonging]: { optionKeys: ['4'] },
  });

  beforeAll(async () => {
    t = await startTestApp();
    admin = await signedInWithCompany(t, 'admin');
    person = await createEmployee(t.dataSource, admin.company!.id, { languageId: 2 });
    questionnaire = await buildQuestionnaire(t, admin.token);
    const account = await t.dataSource.getRepository(Account).findOneByOrFail({
      id: person.accountId,
    });
    session = await signIn(t, account, 'user');

    const identified = await send(false, 'Clima identificado');
    await t.http
      .post(`/api/survey/${identified}/submit`)
      .set(bearer(session))
      .send({ answers: answers(), consent })
      .expect(201);
    const anonymous = await send(true, 'Censo anônimo');
    const token = await invitationToken(t, person.email, anonymous);
    await t.http
      .post(`/api/survey/${anonymous}/submit`)
      .set(bearer(token))
      .send({ answers: answers(), consent })
      .expect(201);
  });
  afterAll(() => t.close());

  it('shows the person everything held about them, identified answers in their language', async () => {
    const { body, headers } = await t.http
      .get('/api/user/privacy/data')
      .set(bearer(session))
      .expect(200);
    expect(headers['cache-control']).toBe('no-store');
    expect(headers['content-disposition']).toBeUndefined();
    expect(body.account).toMatchObject({
      email: person.email,
      language: 'en-US',
    });
    expect(body.employments).toEqual([
      expect.objectContaining({ company: admin.company!.companyName, email: person.email }),
    ]);
    expect(
      body.participations.map(
        (participation: { survey: string; anonymous: boolean; status: string }) => [
          participation.survey,
          participation.anonymous,
          participation.status,
        ],
      ),
    ).toEqual(
      expect.arrayContaining([
        ['Clima identificado', false, 'answered'],
        ['Censo anônimo', true, 'answered'],
      ]),
    );
    // The identified response, readable; the anonymous one is nobody's to find.
    expect(body.identifiedResponses).toHaveLength(1);
    expect(body.identifiedResponses[0]).toMatchObject({
      survey: 'Clima identificado',
      consent: { given: true, version: CONSENT_VERSION },
    });
    expect(body.identifiedResponses[0].answers).toEqual([
      { question: 'What is your colour or race?', answer: ['Prefer not to answer'] },
      { question: 'Do you work remotely?', answer: ['Yes'] },
      { question: 'Como é trabalhar remotamente?', answer: ['Mais foco em casa'] },
      { question: expect.any(String), answer: ['Agree'] },
    ]);
    expect(body.anonymousAnswers).toMatch(/^Your answers to anonymous surveys are not here/);
    expect(body.signIns.length).toBeGreaterThanOrEqual(0);
  });

  it('downloads the same statement as a file', async () => {
    const download = await t.http
      .get('/api/user/privacy/data?download=true')
      .set(bearer(session))
      .expect(200);
    expect(download.headers['content-disposition']).toBe('attachment; filename="meus-dados.json"');
    expect(download.body.identifiedResponses).toHaveLength(1);
  });

  it("is each person's own: an administrator or no session reads nothing here", async () => {
    await t.http.get('/api/user/privacy/data').set(bearer(admin.token)).expect(403);
    await t.http.get('/api/user/privacy/data').expect(401);
    const other = await createEmployee(t.dataSource, admin.company!.id);
    const account = await t.dataSource.getRepository(Account).findOneByOrFail({
      id: other.accountId,
    });
    const { body } = await t.http
      .get('/api/user/privacy/data')
      .set(bearer(await signIn(t, account, 'user')))
      .expect(200);
    expect(body.identifiedResponses).toEqual([]);
    expect(body.participations).toEqual([]);
  });
});
