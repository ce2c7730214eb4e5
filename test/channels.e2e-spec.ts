import { createHmac } from 'node:crypto';
import { gsm7Length } from '../src/mail/text/gsm7';
import { OutboxMessage } from '../src/mail/outbox-message.entity';
import { CONSENT_VERSION } from '../src/survey/survey-view';
import { makePhone } from './support/factories';
import { until } from './support/journeys';
import { useMessagingApp } from './support/messaging-app';
import { cloudApi, formOf, ProviderRequest, twilioApi } from './support/text-providers';
import { bearer } from './support/tokens';

const ACCOUNT_SID = `AC${'1'.repeat(32)}`;
const AUTH_TOKEN = 'twilio-auth-token-of-the-test';
const WA_TOKEN = 'meta-access-token-of-the-test';
const PHONE_NUMBER_ID = '106540352242922';
const APP_SECRET = 'meta-app-secret-of-the-test';
const APP_URL = 'https://pesquisas.diversitera.com.br';

const twilio = twilioApi(ACCOUNT_SID, AUTH_TOKEN);
const meta = cloudApi(PHONE_NUMBER_ID, WA_TOKEN);

const toOf = (request: ProviderRequest) =>
  request.path.includes('/messages')
    ? `+${JSON.parse(request.body).to}`
    : formOf(request).get('To')?.replace('whatsapp:', '');

describe('invitations by SMS and WhatsApp', () => {
  const app = useMessagingApp([twilio, meta], ([twilioUrl, metaUrl]) => ({
    APP_URL,
    TWILIO_ACCOUNT_SID: ACCOUNT_SID,
    TWILIO_AUTH_TOKEN: AUTH_TOKEN,
    TWILIO_SMS_FROM: '+5511900000000',
    TWILIO_API_URL: twilioUrl,
    WHATSAPP_ACCESS_TOKEN: WA_TOKEN,
    WHATSAPP_PHONE_NUMBER_ID: PHONE_NUMBER_ID,
    WHATSAPP_APP_SECRET: APP_SECRET,
    WHATSAPP_VERIFY_TOKEN: 'verify-me',
    WHATSAPP_API_URL: `${metaUrl}/v23.0`,
    MAIL_RETRY_DELAY_MS: '50',
    MAIL_RETRY_MAX_DELAY_MS: '200',
  }));

  // Each test invites the people of a department of its own, so that counts are its own.
  let departmentId: string;
  beforeEach(async () => {
    departmentId = (
      await app.t.http
        .post('/api/admin/company/department')
        .set(bearer(app.admin.token))
        .send({ name: `Equipe ${Math.random().toString(36).slice(2)}` })
        .expect(201)
    ).body.id;
  });

  const employee = async (values: Record<string, unknown>) =>
    (
      await app.t.http
        .post('/api/admin/employee')
        .set(bearer(app.admin.token))
        .send({ name: 'Maria Aparecida dos Santos', departmentId, ...values })
        .expect(201)
    ).body as { id: string; preferredChannel: string | null };

  const sendSurvey = async (name = 'Censo de diversidade 2026') => {
    const id = (
      await app.t.http
        .post('/api/admin/survey')
        .set(bearer(app.admin.token))
        .send({
          name,
          questionnaireId: app.questionnaireId,
          anonymous: true,
          audience: { type: 'departments', ids: [departmentId] },
        })
        .expect(201)
    ).body.id as string;
    await app.t.http.post(`/api/admin/survey/${id}/send`).set(bearer(app.admin.token)).expect(200);
    return id;
  };
  const reach = async (surveyId: string) =>
    (
      await app.t.http
        .get(`/api/admin/survey/${surveyId}/reach`)
        .set(bearer(app.admin.token))
        .expect(200)
    ).body;
  const messagesTo = (phone: string) =>
    app.t.dataSource.getRepository(OutboxMessage).findBy({ recipient: phone });
  const remind = (surveyId: string) =>
    app.t.http
      .post(`/api/admin/survey/${surveyId}/remind`)
      .set(bearer(app.admin.token))
      .expect(200);

  it('keeps each person’s channel, refusing one the person has no contact for', async () => {
    const refused = await app.t.http
      .post('/api/admin/employee')
      .set(bearer(app.admin.token))
      .send({ name: 'Sem Celular', email: 'sem.celular@example.com', preferredChannel: 'sms' })
      .expect(400);
    expect(Object.keys(refused.body.errors)).toEqual(['preferredChannel']);
    const saved = await employee({ cellPhone: makePhone(), preferredChannel: 'whatsapp' });
    expect(saved.preferredChannel).toBe('whatsapp');
    await app.t.http
      .put(`/api/admin/employee/${saved.id}`)
      .set(bearer(app.admin.token))
      .send({ name: 'Maria', cellPhone: makePhone(), preferredChannel: 'carrier pigeon' })
      .expect(400);
  });

  it('sends each invitation by its person’s channel, in one SMS segment with a short link that opens the survey', async () => {
    const byEmail = `ana.${Date.now()}@example.com`;
    const bySms = makePhone();
    const byDefault = makePhone();
    const byWhatsApp = makePhone();
    await employee({ email: byEmail, cellPhone: makePhone() });
    await employee({
      email: `x${Date.now()}@example.com`,
      cellPhone: bySms,
      preferredChannel: 'sms',
    });
    await employee({ cellPhone: byDefault, languageId: 2 });
    await employee({ cellPhone: byWhatsApp, preferredChannel: 'whatsapp', languageId: 3 });
    const surveyId = await sendSurvey(
      `Censo de diversidade, equidade e inclusão ${'de 2026 '.repeat(20)}`.slice(0, 200),
    );

    const [sms] = await twilio.waitFor((request) => toOf(request) === bySms);
    const text = formOf(sms).get('Body') as string;
    expect(gsm7Length(text)).toBeLessThanOrEqual(160);
    expect(formOf(sms).get('From')).toBe('+5511900000000');
    expect(formOf(sms).get('StatusCallback')).toBe(`${APP_URL}/api/public/messaging/twilio`);
    const link = text.match(/https:\/\/\S+\/s\/([A-Za-z0-9]{16})/);
    expect(link).not.toBeNull();
    expect(text).toContain('SAIR');

    const [english] = await twilio.waitFor((request) => toOf(request) === byDefault);
    expect(formOf(english).get('Body')).toMatch(/Reply STOP/);

    const [whatsApp] = await meta.waitFor((request) => toOf(request) === byWhatsApp);
    const template = JSON.parse(whatsApp.body).template;
    expect(template).toMatchObject({ name: 'survey_invitation', language: { code: 'es_ES' } });
    const parameters = template.components[0].parameters.map((p: { text: string }) => p.text);
    expect(parameters[0]).toBe('Maria Aparecida dos Santos');
    expect(parameters[3]).toMatch(new RegExp(`^${APP_URL}/s/[A-Za-z0-9]{16}$`));
    await app.t.smtp.waitFor(byEmail);
    expect([...twilio.refused, ...meta.refused]).toEqual([]);

    const opened = await app.t.http
      .post('/api/survey/invitation')
      .send({ invite: link?.[1] })
      .expect(200);
    expect(opened.body).toMatchObject({ surveyId, anonymous: true });
    const view = await app.t.http
      .get(`/api/survey/${surveyId}`)
      .set(bearer(opened.body.token))
      .expect(200);
    expect(view.body.name).toContain('Censo de diversidade');
    await app.t.http
      .post('/api/survey/invitation')
      .send({ invite: 'A'.repeat(16) })
      .expect(410);

    const counts = await until('sms and WhatsApp reached', async () => {
      const body = await reach(surveyId);
      return body.channels.sms.reached === 2 && body.channels.whatsapp.reached === 1
        ? body
        : undefined;
    });
    expect(counts.channels.email).toMatchObject({ invited: 1, reached: 1 });
    expect(counts.channels.sms).toMatchObject({ invited: 2, reached: 2, pending: 0 });
    expect(counts.channels.whatsapp).toMatchObject({ invited: 1, reached: 1 });
  }, 60_000);

  it('waits when a provider asks to slow down, then delivers once', async () => {
    const phone = makePhone();
    const wa = makePhone();
    await employee({ cellPhone: phone, preferredChannel: 'sms' });
    await employee({ cellPhone: wa, preferredChannel: 'whatsapp' });
    twilio.script.push({
      status: 429,
      headers: { 'retry-after': '1' },
      body: { code: 20429, message: 'Too Many Requests', status: 429 },
    });
    meta.script.push({
      status: 400,
      body: {
        error: { message: '(#130429) Rate limit hit', type: 'OAuthException', code: 130429 },
      },
    });
    await sendSurvey('Pulso');
    await twilio.waitFor((request) => toOf(request) === phone, 2);
    await meta.waitFor((request) => toOf(request) === wa, 2);
    const [sms] = await until('the SMS delivered', async () => {
      const found = await messagesTo(phone);
      return found[0]?.status === 'sent' ? found : undefined;
    });
    expect(sms).toMatchObject({ status: 'sent', attempts: 2, failure: null });
    expect(sms.providerMessageId).toMatch(/^SM/);
    // The first wait was the provider's second, not the 50 ms first retry.
    expect(twilio.requests.filter((request) => toOf(request) === phone)).toHaveLength(2);
    const [whatsApp] = await until('the WhatsApp delivered', async () => {
      const found = await messagesTo(wa);
      return found[0]?.status === 'sent' ? found : undefined;
    });
    expect(whatsApp.attempts).toBe(2);
  }, 60_000);

  it('records an invalid number and a template not approved, shows them, and sends no more there', async () => {
    const invalid = makePhone();
    const noTemplate = makePhone();
    await employee({ cellPhone: invalid, preferredChannel: 'sms' });
    await employee({ cellPhone: noTemplate, preferredChannel: 'whatsapp' });
    twilio.script.push({
      status: 400,
      body: {
        code: 21211,
        message: `The 'To' number ${invalid} is not a valid phone number.`,
        status: 400,
      },
    });
    meta.script.push({
      status: 404,
      body: {
        error: {
          message: '(#132001) Template name does not exist in the translation',
          code: 132001,
        },
      },
    });
    const surveyId = await sendSurvey('Clima');
    const counts = await until('both failures counted', async () => {
      const body = await reach(surveyId);
      return body.channels.sms.failed['invalid-number'] &&
        body.channels.whatsapp.failed['template-rejected']
        ? body
        : undefined;
    });
    expect(counts.channels.sms.reached).toBe(0);
    const [blocked] = await app.t.dataSource.query(
      `SELECT channel, reason, provider FROM message_block WHERE phone = $1`,
      [invalid],
    );
    expect(blocked).toEqual({ channel: 'sms', reason: 'invalid-number', provider: 'twilio' });
    const [message] = await messagesTo(invalid);
    expect(message).toMatchObject({ status: 'failed', failure: 'invalid-number', params: null });

    // The invalid number is not tried by SMS again: WhatsApp carries its reminder instead.
    const before = twilio.requests.filter((request) => toOf(request) === invalid).length;
    await remind(surveyId);
    await meta.waitFor((request) => toOf(request) === invalid);
    expect(twilio.requests.filter((request) => toOf(request) === invalid)).toHaveLength(before);
  }, 60_000);

  it('stops messages to a number that answered SAIR, on a signed Twilio webhook only', async () => {
    const phone = makePhone();
    await employee({ cellPhone: phone, preferredChannel: 'sms' });
    const form = { MessageSid: 'SMinbound', From: phone, To: '+5511900000000', Body: ' sair! ' };
    const body = new URLSearchParams(form).toString();
    const signature = (secret: string) => {
      const data = Object.keys(form)
        .sort()
        .map((key) => key + form[key as keyof typeof form])
        .join('');
      return createHmac('sha1', secret)
        .update(`${APP_URL}/api/public/messaging/twilio` + data)
        .digest('base64');
    };
    const post = (sig: string) =>
      app.t.http
        .post('/api/public/messaging/twilio')
        .set('content-type', 'application/x-www-form-urlencoded')
        .set('x-twilio-signature', sig)
        .send(body);
    await post(signature('not-the-token')).expect(403);
    expect(
      await app.t.dataSource.query(`SELECT 1 FROM message_block WHERE phone = $1`, [phone]),
    ).toEqual([]);
    const answer = await post(signature(AUTH_TOKEN)).expect(200);
    expect(answer.text).toBe('<Response></Response>');

    const surveyId = await sendSurvey('Depois do SAIR');
    const counts = await reach(surveyId);
    expect(twilio.requests.filter((request) => toOf(request) === phone)).toEqual([]);
    // Not by SMS: the person's number still reaches WhatsApp, the next channel they have.
    expect(counts.channels.sms.invited).toBe(0);
    await meta.waitFor((request) => toOf(request) === phone);
  }, 60_000);

  it('takes a signed WhatsApp reply and a delivery report of an undeliverable number', async () => {
    const stop = makePhone();
    const unknown = makePhone();
    await employee({ cellPhone: unknown, preferredChannel: 'whatsapp' });
    await app.t.http
      .get('/api/public/messaging/whatsapp')
      .query({
        'hub.mode': 'subscribe',
        'hub.verify_token': 'verify-me',
        'hub.challenge': '1158201444',
      })
      .expect(200, '1158201444');
    await app.t.http
      .get('/api/public/messaging/whatsapp')
      .query({ 'hub.mode': 'subscribe', 'hub.verify_token': 'wrong', 'hub.challenge': '1' })
      .expect(403);
    const surveyId = await sendSurvey('WhatsApp');
    const [sent] = await until('the message sent', async () => {
      const found = await messagesTo(unknown);
      return found[0]?.providerMessageId ? found : undefined;
    });
    const payload = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: '0',
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                messages: [
                  { from: stop.slice(1), id: 'wamid.in', type: 'text', text: { body: 'STOP' } },
                ],
                statuses: [
                  {
                    id: sent.providerMessageId,
                    status: 'failed',
                    recipient_id: unknown.slice(1),
                    errors: [{ code: 131026, title: 'Message undeliverable' }],
                  },
                ],
              },
            },
          ],
        },
      ],
    });
    const signed = (secret: string) =>
      `sha256=${createHmac('sha256', secret).update(payload).digest('hex')}`;
    const post = (signature: string) =>
      app.t.http
        .post('/api/public/messaging/whatsapp')
        .set('content-type', 'application/json')
        .set('x-hub-signature-256', signature)
        .send(payload);
    await post(signed('another secret')).expect(403);
    await post(signed(APP_SECRET)).expect(200);
    const blocks = await app.t.dataSource.query(
      `SELECT phone, reason FROM message_block WHERE channel = 'whatsapp' AND phone = ANY($1) ORDER BY reason`,
      [[stop, unknown]],
    );
    expect(blocks).toEqual([
      { phone: unknown, reason: 'invalid-number' },
      { phone: stop, reason: 'opted-out' },
    ]);
    const counts = await reach(surveyId);
    expect(counts.channels.whatsapp.failed['invalid-number']).toBe(1);
  }, 60_000);

  it('lets an SMS invitee answer through the short link', async () => {
    const phone = makePhone();
    await employee({ cellPhone: phone, preferredChannel: 'sms' });
    const surveyId = await sendSurvey('Resposta pelo celular');
    const [sms] = await twilio.waitFor((request) => toOf(request) === phone);
    const invite = (formOf(sms).get('Body') as string).match(/\/s\/([A-Za-z0-9]{16})/)?.[1];
    const { token } = (await app.t.http.post('/api/survey/invitation').send({ invite }).expect(200))
      .body;
    const view = (await app.t.http.get(`/api/survey/${surveyId}`).set(bearer(token)).expect(200))
      .body;
    const answers = Object.fromEntries(
      view.questions
        .filter((question: { required: boolean }) => question.required)
        .map((question: { id: string; type: string; options: Array<{ key: string }> }) => [
          question.id,
          question.type === 'number' ? { number: 3 } : { optionKeys: [question.options[0].key] },
        ]),
    );
    await app.t.http
      .post(`/api/survey/${surveyId}/submit`)
      .set(bearer(token))
      .send({ answers, consent: { given: false, version: CONSENT_VERSION } })
      .expect(201);
    // A link is spent once its person has answered.
    await app.t.http.post('/api/survey/invitation').send({ invite }).expect(410);
  }, 60_000);
});
