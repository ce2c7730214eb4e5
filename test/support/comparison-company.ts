import { signedInWithCompany, SignedIn } from './session';
import { answerByInvitation, createEmployee, libraryIds, TestEmployee } from './survey-data';
import { TestApp } from './test-app';
import { bearer } from './tokens';

/**
 * A company in São Paulo whose census compares (k = 5), every answer made through the API:
 *
 * | department | colour or race | gender      | people | belonging  | authenticity |
 * |------------|----------------|-------------|--------|------------|--------------|
 * | Tecnologia | branca         | cis woman   | 10     | 4          | 5            |
 * | Tecnologia | branca         | cis man     | 10     | 5 × 4, 5×2 | 2            |
 * | Vendas     | preta          | cis woman   | 3      | 2          | 2            |
 * | Vendas     | preta          | cis man     | 7      | 2          | 4            |
 * | Tecnologia | parda          | cis woman   | 6      | 4          | 4            |
 * | Tecnologia | parda          | cis man     | 6      | 4          | 2            |
 *
 * Everyone is 25–34 but the ten branca men (35–44); two preta men have a disability.
 */
const PLAN: Array<[string, string, string, number, string[], string[]]> = [
  ['Tecnologia', 'branca', 'cis-woman', 10, ['4'], ['5']],
  [
    'Tecnologia',
    'branca',
    'cis-man',
    10,
    ['4', '4', '4', '4', '4', '2', '2', '2', '2', '2'],
    ['2'],
  ],
  ['Vendas', 'preta', 'cis-woman', 3, ['2'], ['2']],
  ['Vendas', 'preta', 'cis-man', 7, ['2'], ['4']],
  ['Tecnologia', 'parda', 'cis-woman', 6, ['4'], ['4']],
  ['Tecnologia', 'parda', 'cis-man', 6, ['4'], ['2']],
];

const LIBRARY = ['race', 'gender-identity', 'age-range', 'disability', 'belonging', 'authenticity'];

export interface ComparisonCompany {
  admin: SignedIn;
  surveyId: string;
  surveyName: string;
  /** The survey's questions by library code. */
  questions: Record<string, string>;
  departments: Record<string, string>;
}

export async function comparisonCompany(
  t: TestApp,
  surveyName = 'Censo 2026',
): Promise<ComparisonCompany> {
  const admin = await signedInWithCompany(t, 'admin');
  const as = () => bearer(admin.token);
  const companyId = admin.company!.id;
  await t.dataSource.query(
    `UPDATE company SET state_id = (SELECT id FROM state WHERE ibge_code = 35),
                        city_id = (SELECT id FROM city WHERE ibge_code = 3550308)
     WHERE id = $1`,
    [companyId],
  );
  const departments: Record<string, string> = {};
  for (const name of ['Tecnologia', 'Vendas'])
    departments[name] = (
      await t.http.post('/api/admin/company/department').set(as()).send({ name }).expect(201)
    ).body.id;
  const library = await libraryIds(t, admin.token);
  const questionnaire = (
    await t.http
      .post('/api/admin/questionnaire')
      .set(as())
      .send({ name: 'Censo de diversidade' })
      .expect(201)
  ).body.id;
  const questions: Record<string, string> = {};
  for (const code of LIBRARY)
    questions[code] = (
      await t.http
        .post(`/api/admin/questionnaire/${questionnaire}/question/from-library`)
        .set(as())
        .send({ predefinedQuestionId: library[code] })
        .expect(201)
    ).body.id;
  const people: Array<{ employee: TestEmployee; answers: object }> = [];
  for (const [department, race, gender, size, belonging, authenticity] of PLAN) {
    for (let index = 0; index < size; index++) {
      const employee = await createEmployee(t.dataSource, companyId, {
        departmentId: departments[department],
      });
      const brancaMan = race === 'branca' && gender === 'cis-man';
      const disabled = race === 'preta' && gender === 'cis-man' && index < 2;
      people.push({
        employee,
        answers: {
          [questions.race]: { optionKeys: [race] },
          [questions['gender-identity']]: { optionKeys: [gender] },
          [questions['age-range']]: { optionKeys: [brancaMan ? '35-44' : '25-34'] },
          [questions.disability]: { optionKeys: [disabled ? 'yes' : 'no'] },
          [questions.belonging]: { optionKeys: [belonging[index % belonging.length]] },
          [questions.authenticity]: { optionKeys: [authenticity[index % authenticity.length]] },
        },
      });
    }
  }
  const surveyId = (
    await t.http
      .post('/api/admin/survey')
      .set(as())
      .send({
        name: surveyName,
        questionnaireId: questionnaire,
        anonymous: true,
        endsAt: new Date(Date.now() + 7 * 864e5).toISOString(),
      })
      .expect(201)
  ).body.id;
  await t.http.post(`/api/admin/survey/${surveyId}/send`).set(as()).expect(200);
  for (const { employee, answers } of people)
    await answerByInvitation(t, surveyId, employee.email, answers);
  return { admin, surveyId, surveyName, questions, departments };
}
