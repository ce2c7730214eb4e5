import { Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { loadConfig } from '../config/app-config';
import { EmailTransport, TextTransport } from './transports';

const mail = {
  subject: 'Seu código de acesso',
  text: 'Seu código: 482913',
  html: '<p>Seu código: <b>482913</b></p>',
};

describe('mail and SMS without a server to send them to', () => {
  let written: jest.SpyInstance[];
  beforeEach(() => {
    written = (['log', 'warn'] as const).map((level) =>
      jest.spyOn(Logger.prototype, level).mockImplementation(() => undefined),
    );
  });
  afterEach(() => jest.restoreAllMocks());

  const logged = () => JSON.stringify(written.flatMap((spy) => spy.mock.calls));
  const production = () =>
    loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: randomBytes(32).toString('base64url'),
      ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    });

  it('in production logs whom a mail was for, never its code', async () => {
    await new EmailTransport(production()).send('ana@example.com', mail, 'message-1');
    expect(logged()).toContain('ana@example.com');
    expect(logged()).not.toContain('482913');
  });

  it('in production logs whom an SMS was for, never its code', async () => {
    await new TextTransport(production()).send({
      id: 'message-2',
      channel: 'sms',
      to: '+5511987654321',
      text: mail.text,
      template: 'two-factor',
      language: 'pt-BR',
      variables: [],
    });
    expect(logged()).toContain('+5511987654321');
    expect(logged()).not.toContain('482913');
  });

  it('in development logs the whole mail, to sign in locally', async () => {
    await new EmailTransport(loadConfig({})).send('ana@example.com', mail, 'message-3');
    expect(logged()).toContain('482913');
  });
});
