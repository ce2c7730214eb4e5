import { Page, Request } from 'playwright-core';
import { Account } from '../../../src/account/account.entity';
import { CONSENT_VERSION } from '../../../src/survey/survey-view';
import { SignedIn, signIn, signedInWithCompany } from '../../support/session';
import { buildQuestionnaire, createEmployee, TestEmployee } from '../../support/survey-data';
import { TestApp } from '../../support/test-app';
import { bearer } from '../../support/tokens';

const labels = (ptBR: string, enUS: string, esES: string) => ({
  'pt-BR': ptBR,
  'en-US': enUS,
  'es-ES': esES,
});

export type Questionnaire = Awaited<ReturnType<typeof buildQuestionnaire>> & {
  tenure: string;
  benefits: string;
};

export interface SurveyCompany {
  admin: SignedIn;
  companyId: string;
  questionnaire: Questionnaire;
}

/**
 * A company administrator and a questionnaire made through the admin API: race (sensitive),
 * "do you work remotely?" (required, with rich help), its follow-up shown only after "yes",
 * belonging (required scale), then years at the company (number) and benefits (multiple), so
 * that every kind of answer shows on screen.
 */
export async function surveyCompany(t: TestApp): Promise<SurveyCompany> {
  const admin = await signedInWithCompany(t, 'admin', { company: { has2faAuthentication: false } });
  const base = await buildQuestionnaire(t, admin.token);
  const add = async (body: object) =>
    (
      await t.http
        .post(`/api/admin/questionnaire/${base.id}/question`)
        .set(bearer(admin.token))
        .send(body)
        .expect(201)
    ).body.id as string;
  const tenure = await add({
    type: 'number',
    min: 0,
    max: 60,
    texts: labelsOfTexts(
      'Há quantos anos você trabalha na empresa?',
      'How many years have you worked at the company?',
      '¿Cuántos años lleva trabajando en la empresa?',
    ),
  });
  const benefits = await add({
    type: 'multiple',
    texts: labelsOfTexts(
      'Quais benefícios você usa?',
      'Which benefits do you use?',
      '¿Qué beneficios utiliza?',
    ),
    options: [
      { key: 'health', labels: labels('Plano de saúde', 'Health plan', 'Seguro médico') },
      { key: 'gym', labels: labels('Academia', 'Gym', 'Gimnasio') },
      { key: 'meal', labels: labels('Vale-refeição', 'Meal voucher', 'Vale de comida') },
    ],
  });
  return {
    admin,
    companyId: admin.company!.id,
    questionnaire: { ...base, tenure, benefits },
  };
}

function labelsOfTexts(ptBR: string, enUS: string, esES: string) {
  return { 'pt-BR': { text: ptBR }, 'en-US': { text: enUS }, 'es-ES': { text: esES } };
}

/** Employees of the company, each with an account that signs in without a second factor. */
export async function employees(
  t: TestApp,
  company: SurveyCompany,
  names: string[],
): Promise<TestEmployee[]> {
  const made: TestEmployee[] = [];
  for (const name of names)
    made.push(await createEmployee(t.dataSource, company.companyId, { name }));
  return made;
}

/** A survey of the questionnaire, created and sent through the admin API; answers its id. */
export async function sendSurvey(
  t: TestApp,
  company: SurveyCompany,
  values: { name: string; anonymous: boolean; accessModes: Array<'link' | 'code'> },
): Promise<string> {
  const auth = bearer(company.admin.token);
  const survey = await t.http
    .post('/api/admin/survey')
    .set(auth)
    .send({
      questionnaireId: company.questionnaire.id,
      endsAt: new Date(Date.now() + 14 * 24 * 3600 * 1000).toISOString(),
      ...values,
    })
    .expect(201);
  await t.http.post(`/api/admin/survey/${survey.body.id}/send`).set(auth).expect(200);
  return survey.body.id;
}

/**
 * `person` answers through the API, consenting to the sensitive question: colour or race `race`,
 * not remote, a belonging of 4.
 */
export async function answerAs(
  t: TestApp,
  company: SurveyCompany,
  surveyId: string,
  person: TestEmployee,
  race: string,
): Promise<void> {
  const account = await t.dataSource
    .getRepository(Account)
    .findOneByOrFail({ id: person.accountId });
  const q = company.questionnaire;
  await t.http
    .post(`/api/survey/${surveyId}/submit`)
    .set(bearer(await signIn(t, account, 'user')))
    .send({
      answers: {
        [q.race]: { optionKeys: [race] },
        [q.remote]: { optionKeys: ['no'] },
        [q.belonging]: { optionKeys: ['4'] },
      },
      consent: { given: true, version: CONSENT_VERSION },
    })
    .expect(201);
}

/** The path of the personal link in the invitation mailed to `email` (APP_URL is not our port). */
export async function invitationPath(t: TestApp, email: string, surveyId: string): Promise<string> {
  const mail = await t.smtp.waitFor(email, (message) =>
    message.text.includes(`/survey/${surveyId}`),
  );
  const link = new URL(mail.text.match(/https?:\/\/\S+invite=[^\s"<>]+/)?.[0] as string);
  return `${link.pathname}${link.search}`;
}

/** A new access code for visitors or a kiosk (shown once, as `XXXX-XXXX`). */
export async function accessCode(
  t: TestApp,
  company: SurveyCompany,
  surveyId: string,
): Promise<string> {
  const made = await t.http
    .post(`/api/admin/survey/${surveyId}/access-code`)
    .set(bearer(company.admin.token))
    .send({ label: 'Quiosque da recepção' })
    .expect(201);
  return made.body.code;
}

/** The JSON bodies the page sends to `path` with `method`, as they go. */
export function sentBodies(page: Page, method: string, path: RegExp): unknown[] {
  const bodies: unknown[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === method && path.test(new URL(request.url()).pathname)) {
      bodies.push(request.postDataJSON());
    }
  });
  return bodies;
}
