import { loadMessagingConfig } from './messaging-config';

const SID = `AC${'a'.repeat(32)}`;

describe('text message providers from the environment', () => {
  it('picks the provider each channel has, and none when nothing is set', () => {
    expect(loadMessagingConfig({})).toMatchObject({ sms: undefined, whatsapp: undefined });
    expect(loadMessagingConfig({ SMS_WEBHOOK_URL: 'http://127.0.0.1:9/sms' }).sms).toBe('webhook');
    const both = loadMessagingConfig({
      TWILIO_ACCOUNT_SID: SID,
      TWILIO_AUTH_TOKEN: 'token',
      TWILIO_SMS_FROM: '+5511900000000',
      TWILIO_WHATSAPP_FROM: '+5511900000001',
      TWILIO_WHATSAPP_CONTENT_SIDS: `survey-invitation.pt-BR=HX${'0'.repeat(32)}`,
    });
    expect(both).toMatchObject({ sms: 'twilio', whatsapp: 'twilio' });
    expect(both.twilio?.contentSids).toEqual({ 'survey-invitation.pt-BR': `HX${'0'.repeat(32)}` });
    expect(
      loadMessagingConfig({ WHATSAPP_ACCESS_TOKEN: 't', WHATSAPP_PHONE_NUMBER_ID: '123456' })
        .whatsapp,
    ).toBe('meta');
  });

  it.each([
    [{ TWILIO_ACCOUNT_SID: 'nope', TWILIO_AUTH_TOKEN: 't' }, /TWILIO_ACCOUNT_SID must be/],
    [{ TWILIO_ACCOUNT_SID: SID }, /TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN go together/],
    [{ SMS_PROVIDER: 'twilio' }, /SMS_PROVIDER=twilio needs/],
    [{ SMS_PROVIDER: 'carrier-pigeon' }, /SMS_PROVIDER must be/],
    [{ WHATSAPP_PROVIDER: 'meta' }, /WHATSAPP_PROVIDER=meta needs/],
    [{ WHATSAPP_ACCESS_TOKEN: 't' }, /go together/],
    [{ TWILIO_WHATSAPP_CONTENT_SIDS: 'invitation=HX1' }, /TWILIO_WHATSAPP_CONTENT_SIDS must/],
    [{ SMS_WEBHOOK_SECRET: 'short' }, /SMS_WEBHOOK_SECRET must have at least 16/],
  ])('stops on %j, naming the variable', (env, message) => {
    expect(() => loadMessagingConfig(env as NodeJS.ProcessEnv)).toThrow(message);
  });
});
