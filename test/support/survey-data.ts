import { DataSource } from 'typeorm';
import { CONSENT_VERSION } from '../../src/survey/survey-view';
import { createAccount, STRONG_PASSWORD } from './factories';
import { TestApp } from './test-app';
import { bearer } from './tokens';

export interface TestEmployee {
  id: string;
  accountId: string;
  email: string;
  departmentId: string | null;
}

/** An employee and the account they sign in with (a password of their own, terms accepted). */
export async function createEmployee(
  dataSource: DataSource,
  companyId: string,
  values: {
    departmentId?: string | null;
    organizationId?: string | null;
    name?: string;
    languageId?: number;
  } = {},
): Promise<TestEmployee> {
  const account = await createAccount(dataSource, {
    companyId,
    roles: ['user'],
    password: STRONG_PASSWORD,
    languageId: values.languageId ?? 1,
    ...(values.name ? { name: values.name } : {}),
  });
  const [row] = await dataSource.query(
    `INSERT INTO employee (company_id, account_id, name, email, department_id, organization_id, is_active)
     VALUES ($1, $2, $3, $4, $5, $6, true) RETURNING id`,
    [
      companyId,
      account.id,
      account.name,
      account.email,
      values.departmentId ?? null,
      values.organizationId ?? null,
    ],
  );
  return {
    id: row.id,
    accountId: account.id,
    email: account.email as string,
    departmentId: values.departmentId ?? null,
  };
}

/** The library question ids by code. */
export async function libraryIds(t: TestApp, token: string): Promise<Record<string, string>> {
  const page = await t.http
    .get('/api/admin/predefined-question')
    .set(bearer(token))
    .query({ pageSize: 100 })
    .expect(200);
  return Object.fromEntries(
    page.body.items.map((question: { code: string; id: string }) => [question.code, question.id]),
  );
}

const labels = (ptBR: string, enUS: string, esES: string) => ({
  'pt-BR': ptBR,
  'en-US': enUS,
  'es-ES': esES,
});

/**
 * A questionnaire with a sensitive library question, a required yes/no, a free text shown only
 * after "yes", and a belonging scale. Returns its id and its questions' ids.
 */
export async function buildQuestionnaire(t: TestApp, token: string) {
  const auth = bearer(token);
  const library = await libraryIds(t, token);
  const questionnaire = await t.http
    .post('/api/admin/questionnaire')
    .set(auth)
    .send({ name: 'Censo de diversidade', description: 'Primeira edição' })
    .expect(201);
  const id = questionnaire.body.id as string;
  const race = await t.http
    .post(`/api/admin/questionnaire/${id}/question/from-library`)
    .set(auth)
    .send({ predefinedQuestionId: library.race })
    .expect(201);
  const remote = await t.http
    .post(`/api/admin/questionnaire/${id}/question`)
    .set(auth)
    .send({
      type: 'single',
      required: true,
      texts: {
        'pt-BR': {
          text: 'Você trabalha remotamente?',
          description:
            '<p>Pelo menos <strong>3 dias</strong> por semana.<script>alert(1)</script></p>',
        },
        'en-US': { text: 'Do you work remotely?' },
      },
      options: [
        { key: 'yes', labels: labels('Sim', 'Yes', 'Sí') },
        { key: 'no', labels: labels('Não', 'No', 'No') },
      ],
    })
    .expect(201);
  const remoteComment = await t.http
    .post(`/api/admin/questionnaire/${id}/question`)
    .set(auth)
    .send({
      type: 'text',
      texts: {
        'pt-BR': { text: 'Como é trabalhar remotamente?' },
        'es-ES': { text: '¿Cómo es trabajar a distancia?' },
      },
      condition: { questionId: remote.body.id, optionKeys: ['yes'] },
    })
    .expect(201);
  const belonging = await t.http
    .post(`/api/admin/questionnaire/${id}/question/from-library`)
    .set(auth)
    .send({ predefinedQuestionId: library.belonging, required: true })
    .expect(201);
  return {
    id,
    race: race.body.id as string,
    remote: remote.body.id as string,
    remoteComment: remoteComment.body.id as string,
    belonging: belonging.body.id as string,
  };
}

/** A survey of the questionnaire, created and sent through the admin API; answers its id. */
export async function sentSurvey(
  t: TestApp,
  token: string,
  values: { name: string; questionnaireId: string; anonymous: boolean },
): Promise<string> {
  const survey = (
    await t.http
      .post('/api/admin/survey')
      .set(bearer(token))
      .send({ ...values, endsAt: new Date(Date.now() + 7 * 864e5).toISOString() })
      .expect(201)
  ).body.id as string;
  await t.http.post(`/api/admin/survey/${survey}/send`).set(bearer(token)).expect(200);
  return survey;
}

/** The survey token of the personal link mailed to `email`, as the portal exchanges it. */
export async function invitationToken(
  t: TestApp,
  email: string,
  surveyId: string,
): Promise<string> {
  const mail = await t.smtp.waitFor(email, (message) =>
    message.text.includes(`/survey/${surveyId}`),
  );
  const invite = new URL(
    mail.text.match(/https?:\/\/\S+invite=\S+/)?.[0] as string,
  ).searchParams.get('invite');
  return (await t.http.post(`/api/survey/${surveyId}/invitation`).send({ invite }).expect(200)).body
    .token;
}

/** One person answers by the personal link of their invitation, read from the mail server. */
export async function answerByInvitation(
  t: TestApp,
  surveyId: string,
  email: string,
  answers: object,
): Promise<void> {
  const token = await invitationToken(t, email, surveyId);
  await t.http
    .post(`/api/survey/${surveyId}/submit`)
    .set(bearer(token))
    .send({ answers, consent: { given: true, version: CONSENT_VERSION } })
    .expect(201);
}
