import { signedInWithCompany, SignedIn } from './session';
import { buildQuestionnaire } from './survey-data';
import { startTestApp, TestApp } from './test-app';
import { LoopbackProvider } from './text-providers';
import { bearer } from './tokens';

/** What a messaging spec drives: read its fields inside tests and hooks, once they have run. */
export interface MessagingApp {
  readonly t: TestApp;
  readonly admin: SignedIn;
  readonly questionnaireId: string;
}

/**
 * The product sending its texts to loopback providers, with a company administrator and a
 * questionnaire, for a whole spec file: the providers start first and `env` gets their URLs in
 * the same order; they stop after the product. Registers the hooks itself: call it at the top of
 * a `describe`.
 */
export function useMessagingApp(
  providers: LoopbackProvider[],
  env: (urls: string[]) => NodeJS.ProcessEnv,
): MessagingApp {
  let t: TestApp | undefined;
  let admin: SignedIn;
  let questionnaireId: string;
  beforeAll(async () => {
    const urls: string[] = [];
    for (const provider of providers) urls.push(await provider.start());
    t = await startTestApp(env(urls));
    admin = await signedInWithCompany(t, 'admin');
    questionnaireId = (await buildQuestionnaire(t, admin.token)).id;
  });
  afterAll(async () => {
    await t?.close();
    for (const provider of providers) await provider.stop();
  });
  return {
    get t() {
      return t as TestApp;
    },
    get admin() {
      return admin;
    },
    get questionnaireId() {
      return questionnaireId;
    },
  };
}

/**
 * A survey sent to one new person reached by phone, in a department of their own so that what it
 * sends is theirs alone; returns the survey's id.
 */
export async function surveySentToPhone(
  { t, admin, questionnaireId }: MessagingApp,
  surveyName: string,
  person: { name: string; cellPhone: string } & Record<string, unknown>,
): Promise<string> {
  const departmentId = (
    await t.http
      .post('/api/admin/company/department')
      .set(bearer(admin.token))
      .send({ name: `Turno ${person.cellPhone}` })
      .expect(201)
  ).body.id;
  await t.http
    .post('/api/admin/employee')
    .set(bearer(admin.token))
    .send({ ...person, departmentId })
    .expect(201);
  const surveyId = (
    await t.http
      .post('/api/admin/survey')
      .set(bearer(admin.token))
      .send({
        name: surveyName,
        questionnaireId,
        audience: { type: 'departments', ids: [departmentId] },
      })
      .expect(201)
  ).body.id as string;
  await t.http.post(`/api/admin/survey/${surveyId}/send`).set(bearer(admin.token)).expect(200);
  return surveyId;
}
