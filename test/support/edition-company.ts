import { ComparisonCompany, comparisonCompany } from './comparison-company';
import { answerByInvitation, createEmployee } from './survey-data';
import { TestApp } from './test-app';
import { bearer } from './tokens';

export interface EditionCompany extends ComparisonCompany {
  /** The first edition is `surveyId` (`comparisonCompany`'s census); this is the second. */
  secondId: string;
}

/**
 * Two editions of a census (k = 5). The first is `comparisonCompany`'s: Tecnologia 32 people
 * (20 branca, 12 parda), Vendas 10 preta; 27 of 42 agree they belong. The second, a year later,
 * made with "new edition of" and answered by every woman:
 *
 * | department | answering            | colour or race | belonging |
 * |------------|----------------------|----------------|-----------|
 * | Tecnologia | all 32               | branca         | 4 (agree) |
 * | Vendas     | 3 of 10              | preta          | 2         |
 * | Pessoas    | 6 (a new department) | parda          | 5         |
 */
export async function editionCompany(t: TestApp): Promise<EditionCompany> {
  const company = await comparisonCompany(t);
  const { admin, surveyId, questions, departments } = company;
  const as = () => bearer(admin.token);
  const companyId = admin.company!.id;
  departments.Pessoas = (
    await t.http
      .post('/api/admin/company/department')
      .set(as())
      .send({ name: 'Pessoas' })
      .expect(201)
  ).body.id;
  const newcomers = [];
  for (let index = 0; index < 6; index++)
    newcomers.push(
      await createEmployee(t.dataSource, companyId, { departmentId: departments.Pessoas }),
    );
  const secondId = (
    await t.http
      .post(`/api/admin/survey/${surveyId}/edition`)
      .set(as())
      .send({ name: 'Censo 2027', endsAt: new Date(Date.now() + 7 * 864e5).toISOString() })
      .expect(201)
  ).body.id;
  await t.http.post(`/api/admin/survey/${secondId}/send`).set(as()).expect(200);

  const answers = (race: string, belonging: string) => ({
    [questions.race]: { optionKeys: [race] },
    [questions['gender-identity']]: { optionKeys: ['cis-woman'] },
    [questions['age-range']]: { optionKeys: ['25-34'] },
    [questions.disability]: { optionKeys: ['no'] },
    [questions.belonging]: { optionKeys: [belonging] },
    [questions.authenticity]: { optionKeys: ['4'] },
  });
  const staff: Array<{ email: string; department_id: string }> = await t.dataSource.query(
    `SELECT email, department_id FROM employee WHERE company_id = $1 ORDER BY created_at`,
    [companyId],
  );
  const vendas = staff.filter((person) => person.department_id === departments.Vendas);
  for (const person of staff.filter((row) => row.department_id === departments.Tecnologia))
    await answerByInvitation(t, secondId, person.email, answers('branca', '4'));
  for (const person of vendas.slice(0, 3))
    await answerByInvitation(t, secondId, person.email, answers('preta', '2'));
  for (const person of newcomers)
    await answerByInvitation(t, secondId, person.email, answers('parda', '5'));
  return { ...company, secondId };
}
