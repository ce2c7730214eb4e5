import { SignedIn, signedInWithCompany } from '../../support/session';
import {
  answerByInvitation,
  buildQuestionnaire,
  createEmployee,
  TestEmployee,
} from '../../support/survey-data';
import { TestApp } from '../../support/test-app';
import { bearer } from '../../support/tokens';

/**
 * Departments of the report company, their size and how their people answer. Pessoas (3) is
 * under the threshold of 5, and Vendas (5), the next smallest, is hidden with it so that the
 * total cannot give Pessoas away; Tecnologia and Operações show.
 */
const DEPARTMENTS = [
  { key: 'people', name: 'Pessoas', size: 3, remote: false, belonging: '2' },
  { key: 'sales', name: 'Vendas', size: 5, remote: false, belonging: '4' },
  { key: 'tech', name: 'Tecnologia', size: 6, remote: true, belonging: '5' },
  { key: 'ops', name: 'Operações', size: 6, remote: true, belonging: '3' },
] as const;
const RACES = ['branca', 'preta', 'parda'];

export interface ReportCompany {
  admin: SignedIn;
  companyId: string;
  surveyId: string;
  surveyName: string;
  questionnaire: Awaited<ReturnType<typeof buildQuestionnaire>>;
  departments: Record<string, string>;
}

/**
 * A company whose sent survey has real answers, all made through the API: invitations read
 * from the mail server, each person answering by their personal link.
 */
export async function reportCompany(t: TestApp, surveyName = 'Clima 2026'): Promise<ReportCompany> {
  const admin = await signedInWithCompany(t, 'admin');
  const companyId = admin.company!.id;
  const auth = bearer(admin.token);
  const create = async (path: string, body: object) =>
    (await t.http.post(`/api/admin/company/${path}`).set(auth).send(body).expect(201)).body
      .id as string;
  const organization = await create('organization', { name: 'Matriz' });
  const departments: Record<string, string> = {};
  const people: Array<{
    person: TestEmployee;
    department: (typeof DEPARTMENTS)[number];
    index: number;
  }> = [];
  for (const department of DEPARTMENTS) {
    departments[department.key] = await create('department', {
      name: department.name,
      encryptedOrganizationId: organization,
    });
    for (let index = 0; index < department.size; index++) {
      const person = await createEmployee(t.dataSource, companyId, {
        departmentId: departments[department.key],
        organizationId: organization,
      });
      people.push({ person, department, index });
    }
  }
  const questionnaire = await buildQuestionnaire(t, admin.token);
  const survey = await t.http
    .post('/api/admin/survey')
    .set(auth)
    .send({
      name: surveyName,
      questionnaireId: questionnaire.id,
      anonymous: true,
      endsAt: new Date(Date.now() + 7 * 864e5).toISOString(),
    })
    .expect(201);
  const surveyId = survey.body.id as string;
  await t.http.post(`/api/admin/survey/${surveyId}/send`).set(auth).expect(200);

  for (const { person, department, index } of people) {
    await answerByInvitation(t, surveyId, person.email, {
      [questionnaire.race]: { optionKeys: [RACES[index % RACES.length]] },
      [questionnaire.remote]: { optionKeys: [department.remote ? 'yes' : 'no'] },
      ...(department.remote
        ? {
            [questionnaire.remoteComment]: {
              text: `Gosto da flexibilidade (${department.name} ${index + 1})`,
            },
          }
        : {}),
      [questionnaire.belonging]: { optionKeys: [department.belonging] },
    });
  }
  return { admin, companyId, surveyId, surveyName, questionnaire, departments };
}
