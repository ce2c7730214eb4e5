import { OutboxMessage } from '../src/mail/outbox-message.entity';
import { makePhone } from './support/factories';
import { until } from './support/journeys';
import { surveySentToPhone, useMessagingApp } from './support/messaging-app';
import { LoopbackProvider } from './support/text-providers';
import { bearer } from './support/tokens';

const SECRET = 'gateway-shared-secret-0123456789';

/** The generic gateway as the README documents it: bearer secret, JSON {to, text}, an idempotency key. */
const gateway = new LoopbackProvider(
  () => ({ status: 202, body: { id: `gw-${Date.now()}-${Math.random()}` } }),
  (request) => {
    if (request.headers.authorization !== `Bearer ${SECRET}`) return 'bearer';
    if (!request.headers['idempotency-key']) return 'idempotency key';
    const body = JSON.parse(request.body);
    return typeof body.to === 'string' && typeof body.text === 'string' ? null : '{to, text}';
  },
);

describe('SMS through a generic gateway', () => {
  const app = useMessagingApp([gateway], ([url]) => ({
    SMS_WEBHOOK_URL: `${url}/sms`,
    SMS_WEBHOOK_SECRET: SECRET,
    MAIL_RETRY_DELAY_MS: '50',
    MAIL_RETRY_MAX_DELAY_MS: '200',
  }));

  /** A survey sent to one new person with only a phone, in a department of their own. */
  const inviteOne = (phone: string) =>
    surveySentToPhone(app, 'Turno da noite', { name: 'José Ribeiro', cellPhone: phone });
  const to = (phone: string) => (request: { body: string }) =>
    JSON.parse(request.body).to === phone;
  const messageTo = (phone: string, status: string) =>
    until(`the message to ${phone} ${status}`, async () => {
      const [message] = await app.t.dataSource
        .getRepository(OutboxMessage)
        .findBy({ recipient: phone });
      return message?.status === status ? message : undefined;
    });

  it('retries after a 429 and its Retry-After, and sends once', async () => {
    const phone = makePhone();
    gateway.script.push({ status: 429, headers: { 'retry-after': '1' } });
    await inviteOne(phone);
    const [first, second] = await gateway.waitFor(to(phone), 2);
    expect(second.headers['idempotency-key']).toBe(first.headers['idempotency-key']);
    expect(await messageTo(phone, 'sent')).toMatchObject({ attempts: 2, failure: null });
    expect(gateway.refused).toEqual([]);
  });

  it('records a number the gateway calls invalid, and never sends an invitation there again', async () => {
    const phone = makePhone();
    gateway.script.push({ status: 422, body: { error: 'invalid-number' } });
    const surveyId = await inviteOne(phone);
    expect(await messageTo(phone, 'failed')).toMatchObject({ failure: 'invalid-number' });
    await app.t.http
      .post(`/api/admin/survey/${surveyId}/remind`)
      .set(bearer(app.admin.token))
      .expect(200);
    const reach = await app.t.http
      .get(`/api/admin/survey/${surveyId}/reach`)
      .set(bearer(app.admin.token))
      .expect(200);
    // The number was its only way: nobody reaches the person now, and it says so.
    expect(reach.body.unreachable).toBe(1);
    expect(reach.body.channels.sms.failed['invalid-number']).toBe(1);
    expect(gateway.requests.filter(to(phone))).toHaveLength(1);
  });

  it('takes a reply "PARAR" with the shared secret only', async () => {
    const phone = makePhone();
    const reply = (authorization: string) =>
      app.t.http
        .post('/api/public/messaging/webhook')
        .set('authorization', authorization)
        .send({ from: phone, text: 'Parar' });
    await reply('Bearer wrong').expect(403);
    await reply(`Bearer ${SECRET}`).expect(200);
    const surveyId = await inviteOne(phone);
    const reach = await app.t.http
      .get(`/api/admin/survey/${surveyId}/reach`)
      .set(bearer(app.admin.token))
      .expect(200);
    expect(reach.body.unreachable).toBe(1);
    expect(gateway.requests.filter(to(phone))).toHaveLength(0);
    // "VOLTAR" brings the messages back.
    await app.t.http
      .post('/api/public/messaging/webhook')
      .set('authorization', `Bearer ${SECRET}`)
      .send({ from: phone, text: 'voltar' })
      .expect(200);
    expect(
      await app.t.dataSource.query(`SELECT 1 FROM message_block WHERE phone = $1`, [phone]),
    ).toEqual([]);
  });
});
