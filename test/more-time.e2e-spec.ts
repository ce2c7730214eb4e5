import { CONSENT_VERSION } from '../src/survey/survey-view';
import { createAccount } from './support/factories';
import { signedInWithCompany, SignedIn } from './support/session';
import { buildQuestionnaire, createEmployee } from './support/survey-data';
import { startTestApp, TestApp } from './support/test-app';
import { bearer } from './support/tokens';

const DAY = 864e5;

/**
 * What an administrator does when time runs short: an invitation mailed again to a colleague who
 * never came in, a running survey given a later end, a survey closed too early opened again.
 */
describe('more time: invitations resent, surveys extended and reopened', () => {
  let t: TestApp;
  let admin: SignedIn;
  let questionnaire: Awaited<ReturnType<typeof buildQuestionnaire>>;
  let employeeEmail: string;
  const as = () => bearer(admin.token);

  beforeAll(async () => {
    t = await startTestApp();
    admin = await signedInWithCompany(t, 'admin');
    employeeEmail = (await createEmployee(t.dataSource, admin.company!.id)).email;
    questionnaire = await buildQuestionnaire(t, admin.token);
  }, 120_000);
  afterAll(() => t.close());

  const audited = async (action: string, targetId: string) =>
    (await t.dataSource.query(
      'SELECT actor_account_id, details FROM audit_entry WHERE action = $1 AND target_id = $2',
      [action, targetId],
    )) as Array<{ actor_account_id: string; details: Record<string, unknown> }>;

  async function sentSurvey(endsAt: Date | null = new Date(Date.now() + 7 * DAY)) {
    const survey = await t.http
      .post('/api/admin/survey')
      .set(as())
      .send({
        name: 'Pulso',
        questionnaireId: questionnaire.id,
        endsAt: endsAt?.toISOString() ?? null,
      })
      .expect(201);
    await t.http.post(`/api/admin/survey/${survey.body.id}/send`).set(as()).expect(200);
    return survey.body.id as string;
  }

  describe('an administrator’s invitation', () => {
    it('is mailed again while the first access is pending, and the resend is audited', async () => {
      const invited = await t.http
        .post('/api/admin/admin-user')
        .set(as())
        .send({ name: 'Rita Lima', email: 'rita.lima@example.com' })
        .expect(201);
      await t.smtp.waitFor('rita.lima@example.com', (mail) => mail.text.includes('first-access'));
      const before = t.smtp.messages.length;
      await t.http
        .post(`/api/admin/admin-user/${invited.body.id}/invitation`)
        .set(as())
        .expect(200, { sent: true });
      await t.smtp.waitFor(
        'rita.lima@example.com',
        (mail) =>
          mail.text.includes('/first-access?as=admin') && t.smtp.messages.indexOf(mail) >= before,
      );
      const [entry] = await audited('admin-user.invitation-resent', invited.body.id);
      expect(entry.actor_account_id).toBe(admin.account.id);
    });

    it('is refused once the first access is done, and for another company’s administrator', async () => {
      const active = await createAccount(t.dataSource, {
        companyId: admin.company!.id,
        roles: ['admin'],
      });
      const refused = await t.http
        .post(`/api/admin/admin-user/${active.id}/invitation`)
        .set(as())
        .expect(409);
      expect(refused.body.message).toBe(
        'Esta pessoa já fez o primeiro acesso; não há convite a reenviar.',
      );
      const other = await signedInWithCompany(t, 'admin');
      await t.http
        .post(`/api/admin/admin-user/${active.id}/invitation`)
        .set(bearer(other.token))
        .expect(404);
    });
  });

  describe('a running survey', () => {
    it('gets a later end date, audited with the old and the new', async () => {
      const id = await sentSurvey();
      const later = new Date(Date.now() + 21 * DAY);
      const extended = await t.http
        .post(`/api/admin/survey/${id}/extend`)
        .set(as())
        .send({ endsAt: later.toISOString() })
        .expect(200);
      expect(extended.body.endsAt).toBe(later.toISOString());
      expect(extended.body.status).toBe('in-progress');
      const [entry] = await audited('survey.extended', id);
      expect(entry.details).toMatchObject({ survey: 'Pulso', to: later.toISOString() });
    });

    it('refuses an end that is not later than the current one, saying so in the caller’s language', async () => {
      const id = await sentSurvey();
      const english = await t.http.post('/api/admin/language').set(as()).send({ languageId: 2 });
      const earlier = await t.http
        .post(`/api/admin/survey/${id}/extend`)
        .set(bearer(english.body.token))
        .send({ endsAt: new Date(Date.now() + DAY).toISOString() })
        .expect(400);
      expect(earlier.body.errors.endsAt).toEqual([
        'Choose an end in the future and after the current end.',
      ]);
      await t.http.post('/api/admin/language').set(as()).send({ languageId: 1 }).expect(200);
      await t.http
        .post(`/api/admin/survey/${id}/extend`)
        .set(as())
        .send({ endsAt: 'tomorrow' })
        .expect(400);
      expect(await audited('survey.extended', id)).toEqual([]);
    });
  });

  describe('a closed survey', () => {
    it('is reopened within its planned period and takes answers again', async () => {
      const id = await sentSurvey();
      await t.http.post(`/api/admin/survey/${id}/close`).set(as()).expect(200);
      await t.http
        .post(`/api/admin/survey/${id}/extend`)
        .set(as())
        .send({ endsAt: new Date(Date.now() + 30 * DAY).toISOString() })
        .expect(409);
      const reopened = await t.http.post(`/api/admin/survey/${id}/reopen`).set(as()).expect(200);
      expect(reopened.body).toMatchObject({ status: 'in-progress', closedAt: null });
      expect(await audited('survey.reopened', id)).toHaveLength(1);
      await t.http.post(`/api/admin/survey/${id}/reopen`).set(as()).expect(409);
      const mail = await t.smtp.waitFor(employeeEmail, (message) =>
        message.text.includes(`/survey/${id}`),
      );
      const invite = new URL(mail.text.match(/https?:\/\/\S+invite=\S+/)?.[0] as string);
      const token = (
        await t.http
          .post(`/api/survey/${id}/invitation`)
          .send({ invite: invite.searchParams.get('invite') })
          .expect(200)
      ).body.token;
      await t.http
        .post(`/api/survey/${id}/submit`)
        .set(bearer(token))
        .send({
          answers: {
            [questionnaire.remote]: { optionKeys: ['no'] },
            [questionnaire.belonging]: { optionKeys: ['4'] },
          },
          consent: { given: false, version: CONSENT_VERSION },
        })
        .expect(201);
    });

    it('stays closed once its planned period is over', async () => {
      const id = await sentSurvey(new Date(Date.now() + DAY));
      await t.http.post(`/api/admin/survey/${id}/close`).set(as()).expect(200);
      await t.dataSource.query(
        `UPDATE survey SET ends_at = now() - interval '1 hour' WHERE id = $1`,
        [id],
      );
      const refused = await t.http.post(`/api/admin/survey/${id}/reopen`).set(as()).expect(409);
      expect(refused.body.message).toBe(
        'O período planejado desta pesquisa já terminou; ela não pode ser reaberta.',
      );
      expect(await audited('survey.reopened', id)).toEqual([]);
    });

    it('is another company’s survey nowhere: 404', async () => {
      const id = await sentSurvey();
      const other = await signedInWithCompany(t, 'admin');
      await t.http.post(`/api/admin/survey/${id}/reopen`).set(bearer(other.token)).expect(404);
      await t.http
        .post(`/api/admin/survey/${id}/extend`)
        .set(bearer(other.token))
        .send({ endsAt: new Date(Date.now() + 30 * DAY).toISOString() })
        .expect(404);
    });
  });
});
