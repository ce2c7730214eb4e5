import { Job } from 'bullmq';
import { SurveyJob } from '../src/queue/queues';
import { SurveyProcessor } from '../src/survey/survey.processor';
import { signedInWithCompany, SignedIn } from './support/session';
import { buildQuestionnaire, createEmployee, TestEmployee } from './support/survey-data';
import { startTestApp, TestApp } from './support/test-app';
import { bearer } from './support/tokens';

/** Recurring surveys: the worker opens and sends the next edition when its period comes. */
describe('recurring surveys', () => {
  let t: TestApp;
  let admin: SignedIn;
  let other: SignedIn;
  let questionnaireId: string;
  let people: TestEmployee[];
  const as = () => bearer(admin.token);
  const inDays = (days: number) => new Date(Date.now() + days * 864e5).toISOString();

  /** The worker's scheduled job, run as BullMQ would run it. */
  const scheduledEditions = () =>
    t.app.get(SurveyProcessor).process({ data: { task: 'editions' } } as Job<SurveyJob>);
  const editions = async (seriesId: string) =>
    (await t.dataSource.query(
      `SELECT id, edition, recurrence, starts_at, ends_at, sent_at FROM survey
         WHERE series_id = $1 ORDER BY edition`,
      [seriesId],
    )) as Array<{
      id: string;
      edition: number;
      recurrence: string;
      starts_at: Date;
      ends_at: Date;
      sent_at: Date | null;
    }>;
  /** Moves a survey back in time, as if sent `days` ago. */
  const age = (id: string, days: number) =>
    t.dataSource.query(
      `UPDATE survey SET sent_at = sent_at - make_interval(days => $2),
         starts_at = starts_at - make_interval(days => $2), ends_at = ends_at - make_interval(days => $2)
       WHERE id = $1`,
      [id, days],
    );

  beforeAll(async () => {
    t = await startTestApp();
    admin = await signedInWithCompany(t, 'admin');
    other = await signedInWithCompany(t, 'admin');
    people = [
      await createEmployee(t.dataSource, admin.company!.id),
      await createEmployee(t.dataSource, admin.company!.id),
    ];
    questionnaireId = (await buildQuestionnaire(t, admin.token)).id;
  });
  afterAll(() => t.close());

  const create = (values: Record<string, unknown>) =>
    t.http
      .post('/api/admin/survey')
      .set(as())
      .send({ name: 'Pulso mensal', questionnaireId, ...values });

  it('refuses a recurrence without an end date, or one it does not know, in the reader language', async () => {
    const noEnd = await create({ recurrence: 'monthly' }).expect(400);
    expect(JSON.stringify(noEnd.body)).toContain(
      'Uma pesquisa recorrente precisa de data de término.',
    );
    await create({ recurrence: 'weekly', endsAt: inDays(7) }).expect(400);
  });

  it('opens the second edition on schedule, sends it once, and stops when told', async () => {
    const first = (await create({ recurrence: 'monthly', endsAt: inDays(7) }).expect(201)).body;
    expect(first.recurrence).toBe('monthly');
    // A draft does not recur.
    await scheduledEditions();
    expect((await t.http.get(`/api/admin/survey/${first.id}`).set(as())).body.seriesId).toBeNull();
    await t.http.post(`/api/admin/survey/${first.id}/send`).set(as()).expect(200);

    // Sent, but its month has not passed: nothing yet.
    await scheduledEditions();
    expect((await t.http.get(`/api/admin/survey/${first.id}`).set(as())).body.seriesId).toBeNull();

    // A month and two days later, two workers at once and a retry: one second edition.
    await age(first.id, 32);
    await Promise.all([scheduledEditions(), scheduledEditions()]);
    await scheduledEditions();
    const { seriesId } = (await t.http.get(`/api/admin/survey/${first.id}`).set(as())).body;
    const [one, two, ...more] = await editions(seriesId);
    expect(more).toEqual([]);
    expect(one.edition).toBe(1);
    expect(two).toMatchObject({ edition: 2, recurrence: 'monthly' });
    expect(two.sent_at).not.toBeNull();
    // Dates shifted by one month, as Postgres adds months.
    const [{ starts, ends }] = await t.dataSource.query(
      `SELECT $1::timestamptz + interval '1 month' AS starts, $2::timestamptz + interval '1 month' AS ends`,
      [
        (await t.dataSource.query(`SELECT sent_at FROM survey WHERE id = $1`, [one.id]))[0].sent_at,
        one.ends_at,
      ],
    );
    expect(two.starts_at).toEqual(starts);
    expect(two.ends_at).toEqual(ends);
    const view = (await t.http.get(`/api/admin/survey/${two.id}`).set(as()).expect(200)).body;
    expect(view).toMatchObject({ status: 'in-progress', questionnaireId, name: 'Pulso mensal' });
    for (const person of people) {
      const [{ count }] = await t.dataSource.query(
        `SELECT count(*)::int FROM outbox_message WHERE recipient = $1 AND template = 'survey-invitation'`,
        [person.email],
      );
      expect(count).toBe(2);
    }
    const audited = await t.dataSource.query(
      `SELECT details FROM audit_entry WHERE action = 'survey.edition-opened' AND target_id = $1`,
      [two.id],
    );
    expect(audited).toEqual([{ details: { sourceId: one.id, recurrence: 'monthly' } }]);

    // Another company cannot stop it.
    await t.http
      .put(`/api/admin/survey/${two.id}`)
      .set(bearer(other.token))
      .send({ name: 'Pulso mensal', questionnaireId, recurrence: 'none' })
      .expect(404);

    // Stopped: its month passes, and no third edition comes.
    await t.http
      .put(`/api/admin/survey/${two.id}`)
      .set(as())
      .send({ name: 'Pulso mensal', questionnaireId, recurrence: 'none' })
      .expect(200);
    await age(two.id, 40);
    await scheduledEditions();
    expect((await editions(seriesId)).length).toBe(2);
  });
});
