import { importSheet, spreadsheet } from './support/journeys';
import { signedInWithCompany } from './support/session';
import { startTestApp, TestApp } from './support/test-app';
import { bearer } from './support/tokens';

describe('the import reads each person’s invitation channel', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t.close());

  it('takes the channel column in the sheet’s words, and a later sheet changes it', async () => {
    const admin = await signedInWithCompany(t, 'admin');
    const header = ['Nome completo', 'E-mail', 'Celular', 'Canal preferido'];
    const first = await importSheet(
      t.http,
      admin.token,
      spreadsheet([
        header,
        ['Ana Lima', 'ana@example.com', '11987650001', 'WhatsApp'],
        ['Bruno Reis', 'bruno@example.com', '11987650002', 'sms'],
        ['Carla Dias', 'carla@example.com', '', 'Correio eletrônico'],
        ['Davi Souza', '', '11987650004', ''],
      ]),
    );
    expect(first).toMatchObject({ status: 'done', counts: { created: 4, rejected: 0 } });
    const channels = async () =>
      Object.fromEntries(
        (
          await t.http.get('/api/admin/employee').set(bearer(admin.token)).expect(200)
        ).body.items.map((person: { name: string; preferredChannel: string | null }) => [
          person.name,
          person.preferredChannel,
        ]),
      );
    expect(await channels()).toEqual({
      'Ana Lima': 'whatsapp',
      'Bruno Reis': 'sms',
      'Carla Dias': 'email',
      'Davi Souza': null,
    });
    const second = await importSheet(
      t.http,
      admin.token,
      spreadsheet([header, ['Bruno Reis', 'bruno@example.com', '', 'E-mail']]),
    );
    expect(second).toMatchObject({ status: 'done', counts: { updated: 1 } });
    expect((await channels())['Bruno Reis']).toBe('email');
  }, 90_000);
});
