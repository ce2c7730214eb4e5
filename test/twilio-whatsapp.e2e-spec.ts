import { createHmac } from 'node:crypto';
import { OutboxMessage } from '../src/mail/outbox-message.entity';
import { makePhone } from './support/factories';
import { until } from './support/journeys';
import { surveySentToPhone, useMessagingApp } from './support/messaging-app';
import { formOf, ProviderRequest, twilioApi } from './support/text-providers';
import { bearer } from './support/tokens';

const ACCOUNT_SID = `AC${'2'.repeat(32)}`;
const AUTH_TOKEN = 'another-twilio-auth-token';
const CONTENT_EN = `HX${'e'.repeat(32)}`;
const CONTENT_PT = `HX${'b'.repeat(32)}`;
const APP_URL = 'https://diversitera.example.com.br';
const twilio = twilioApi(ACCOUNT_SID, AUTH_TOKEN);
const to = (phone: string) => (request: ProviderRequest) =>
  formOf(request).get('To') === `whatsapp:${phone}`;

describe('WhatsApp through Twilio', () => {
  const app = useMessagingApp([twilio], ([url]) => ({
    APP_URL,
    TWILIO_ACCOUNT_SID: ACCOUNT_SID,
    TWILIO_AUTH_TOKEN: AUTH_TOKEN,
    TWILIO_SMS_FROM: '+5511900000000',
    TWILIO_WHATSAPP_FROM: '+5511900000009',
    TWILIO_WHATSAPP_CONTENT_SIDS: `survey-invitation.pt-BR=${CONTENT_PT},survey-invitation.en-US=${CONTENT_EN}`,
    TWILIO_API_URL: url,
  }));

  const inviteOne = (phone: string, languageId = 1) =>
    surveySentToPhone(app, 'Clima', {
      name: 'Rita Moura',
      cellPhone: phone,
      preferredChannel: 'whatsapp',
      languageId,
    });
  const messageTo = (phone: string, check: (message: OutboxMessage) => boolean) =>
    until(`the message to ${phone}`, async () => {
      const [message] = await app.t.dataSource
        .getRepository(OutboxMessage)
        .findBy({ recipient: phone });
      return message && check(message) ? message : undefined;
    });

  it('sends the approved template of the person’s language with its variables', async () => {
    const phone = makePhone();
    await inviteOne(phone, 2);
    const [request] = await twilio.waitFor(to(phone));
    const form = formOf(request);
    expect(form.get('From')).toBe('whatsapp:+5511900000009');
    expect(form.get('ContentSid')).toBe(CONTENT_EN);
    expect(form.get('Body')).toBeNull();
    const variables = JSON.parse(form.get('ContentVariables') as string);
    expect(variables).toMatchObject({ '1': 'Rita Moura', '3': 'Clima' });
    expect(variables['4']).toMatch(new RegExp(`^${APP_URL}/s/[A-Za-z0-9]{16}$`));
    expect(twilio.refused).toEqual([]);
  });

  it('fails a message whose template is not approved, and says so on the survey', async () => {
    const phone = makePhone();
    twilio.script.push({
      status: 400,
      body: {
        code: 63016,
        message: 'Failed to send freeform message because you are outside the allowed window',
        status: 400,
      },
    });
    const surveyId = await inviteOne(phone);
    expect(await messageTo(phone, (message) => message.status === 'failed')).toMatchObject({
      failure: 'template-rejected',
    });
    const reach = await app.t.http
      .get(`/api/admin/survey/${surveyId}/reach`)
      .set(bearer(app.admin.token))
      .expect(200);
    expect(reach.body.channels.whatsapp.failed['template-rejected']).toBe(1);
  });

  it('takes a signed delivery report of an undeliverable number', async () => {
    const phone = makePhone();
    await inviteOne(phone);
    const sent = await messageTo(phone, (message) => !!message.providerMessageId);
    const form = {
      MessageSid: sent.providerMessageId as string,
      MessageStatus: 'undelivered',
      ErrorCode: '63003',
      To: `whatsapp:${phone}`,
    };
    const data = Object.keys(form)
      .sort()
      .map((key) => key + form[key as keyof typeof form])
      .join('');
    const signature = createHmac('sha1', AUTH_TOKEN)
      .update(`${APP_URL}/api/public/messaging/twilio${data}`)
      .digest('base64');
    await app.t.http
      .post('/api/public/messaging/twilio')
      .set('content-type', 'application/x-www-form-urlencoded')
      .set('x-twilio-signature', signature)
      .send(new URLSearchParams(form).toString())
      .expect(200);
    expect(await messageTo(phone, (message) => message.status === 'failed')).toMatchObject({
      failure: 'invalid-number',
    });
    expect(
      await app.t.dataSource.query(
        `SELECT reason FROM message_block WHERE channel = 'whatsapp' AND phone = $1`,
        [phone],
      ),
    ).toEqual([{ reason: 'invalid-number' }]);
  });
});
