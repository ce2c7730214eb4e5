import { signedInWithCompany, SignedIn } from './support/session';
import {
  answerByInvitation,
  buildQuestionnaire,
  createEmployee,
  sentSurvey,
  TestEmployee,
} from './support/survey-data';
import { startTestApp, TestApp } from './support/test-app';
import { bearer } from './support/tokens';

/**
 * A running survey's report changes only in steps of at least k (5) respondents per group:
 * one department of 11 people answering one after another, then the survey closed.
 */
describe('a running survey publishes in steps of k', () => {
  let t: TestApp;
  let admin: SignedIn;
  let surveyId: string;
  let questionnaire: Awaited<ReturnType<typeof buildQuestionnaire>>;
  const people: TestEmployee[] = [];

  beforeAll(async () => {
    t = await startTestApp();
    admin = await signedInWithCompany(t, 'admin');
    const department = (
      await t.http
        .post('/api/admin/company/department')
        .set(bearer(admin.token))
        .send({ name: 'Operações' })
        .expect(201)
    ).body.id;
    for (let index = 0; index < 11; index++)
      people.push(
        await createEmployee(t.dataSource, admin.company!.id, { departmentId: department }),
      );
    questionnaire = await buildQuestionnaire(t, admin.token);
    surveyId = await sentSurvey(t, admin.token, {
      name: 'Pulso',
      questionnaireId: questionnaire.id,
      anonymous: true,
    });
  }, 120_000);
  afterAll(() => t.close());

  const answer = (person: TestEmployee, race: string) =>
    answerByInvitation(t, surveyId, person.email, {
      [questionnaire.race]: { optionKeys: [race] },
      [questionnaire.remote]: { optionKeys: ['no'] },
      [questionnaire.belonging]: { optionKeys: ['4'] },
    });
  /** Respondents of the report by colour or race: the whole and each colour shown. */
  const read = async () => {
    const report = (
      await t.http
        .get(`/api/admin/survey/${surveyId}/report`)
        .query({ groupBy: 'question', groupQuestionId: questionnaire.race })
        .set(bearer(admin.token))
        .expect(200)
    ).body;
    const belonging = report.questions.find(
      (question: { id: string }) => question.id === questionnaire.belonging,
    );
    return {
      total: belonging.total.respondents,
      byColour: Object.fromEntries(
        belonging.groups
          .filter((group: { suppressed: boolean; respondents: number }) => !group.suppressed)
          .filter((group: { respondents: number }) => group.respondents > 0)
          .map((group: { id: string; respondents: number }) => [group.id, group.respondents]),
      ),
    };
  };

  it('shows the first figures, holds one more answer back, and shows five more at once', async () => {
    for (const person of people.slice(0, 5)) await answer(person, 'branca');
    expect(await read()).toEqual({ total: 5, byColour: { branca: 5 } });

    // One preta answer would change the report by one person: the report stays as it was.
    await answer(people[5], 'preta');
    expect(await read()).toEqual({ total: 5, byColour: { branca: 5 } });

    // Four more preta: every group grew by 0 or 5 since the last figures, which now change.
    for (const person of people.slice(6, 10)) await answer(person, 'preta');
    expect(await read()).toEqual({ total: 10, byColour: { branca: 5, preta: 5 } });

    await answer(people[10], 'branca');
    expect(await read()).toEqual({ total: 10, byColour: { branca: 5, preta: 5 } });
  });

  it('shows the final figures once the survey is closed', async () => {
    await t.http.post(`/api/admin/survey/${surveyId}/close`).set(bearer(admin.token)).expect(200);
    expect(await read()).toEqual({ total: 11, byColour: { branca: 6, preta: 5 } });
  });
});
