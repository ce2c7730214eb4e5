import { OutboxMessage } from '../src/mail/outbox-message.entity';
import { createAccount } from './support/factories';
import { OwnRedisServer } from './support/redis-server';
import { startTestApp, TestApp } from './support/test-app';

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The relay sweeps every 5 s and takes messages older than 10 s: waiting 17 s covers a sweep. */
const LONGER_THAN_A_SWEEP = 17_000;

describe('mail outbox: never lost, never sent twice', () => {
  describe('while no worker runs', () => {
    let t: TestApp;
    beforeAll(async () => (t = await startTestApp({ ROLE: 'api' })));
    afterAll(() => t.close());

    it('keeps the message and delivers it once a worker starts', async () => {
      const account = await createAccount(t.dataSource);
      await t.http
        .post('/api/user/auth/password-recovery')
        .send({ emailOrPhoneNumber: account.email })
        .expect(200);
      await settle(1500);
      expect(t.smtp.to(account.email as string)).toHaveLength(0);
      const [pending] = await t.dataSource
        .getRepository(OutboxMessage)
        .findBy({ recipient: account.email as string });
      expect(pending.status).toBe('pending');
      expect(pending.params?.link).toContain('/reset-password/');

      await t.startRole('worker');
      await t.smtp.waitFor(account.email as string);
      await settle(LONGER_THAN_A_SWEEP);
      expect(t.smtp.to(account.email as string)).toHaveLength(1);
      const sent = await t.dataSource
        .getRepository(OutboxMessage)
        .findOneByOrFail({ id: pending.id });
      expect(sent).toMatchObject({ status: 'sent', params: null, attempts: 1 });
    }, 60_000);
  });

  describe('when a worker shuts down', () => {
    let t: TestApp;
    beforeAll(async () => (t = await startTestApp({ ROLE: 'api' })));
    afterAll(() => t.close());

    it('finishes the delivery under way before it stops', async () => {
      const account = await createAccount(t.dataSource);
      t.smtp.acceptDelayMs = 1500;
      const worker = await t.startRole('worker');
      await t.http
        .post('/api/user/auth/password-recovery')
        .send({ emailOrPhoneNumber: account.email })
        .expect(200);
      while (!t.smtp.receiving) await settle(20);
      await worker.close();
      const [message] = await t.dataSource
        .getRepository(OutboxMessage)
        .findBy({ recipient: account.email as string });
      expect(message.status).toBe('sent');
      expect(t.smtp.to(account.email as string)).toHaveLength(1);
    }, 30_000);
  });

  describe('while the SMTP server refuses mail', () => {
    let t: TestApp;
    beforeAll(
      async () =>
        (t = await startTestApp({ MAIL_RETRY_DELAY_MS: '20', MAIL_RETRY_MAX_DELAY_MS: '200' })),
    );
    afterAll(() => t.close());

    it('keeps trying with capped waits, then delivers exactly once when it accepts', async () => {
      const account = await createAccount(t.dataSource);
      t.smtp.refusing = true;
      await t.http
        .post('/api/user/auth/password-recovery')
        .send({ emailOrPhoneNumber: account.email })
        .expect(200);
      const messages = t.dataSource.getRepository(OutboxMessage);
      const attemptsSoFar = async () =>
        (await messages.findOneByOrFail({ recipient: account.email as string })).attempts;
      // More attempts than BullMQ's eight, still pending: the message is not given up.
      while ((await attemptsSoFar()) < 12) await settle(50);
      const refused = await messages.findOneByOrFail({ recipient: account.email as string });
      expect(refused).toMatchObject({
        status: 'pending',
        lastError: expect.stringContaining('451'),
      });
      expect(refused.params?.link).toContain('/reset-password/');

      t.smtp.refusing = false;
      await t.smtp.waitFor(account.email as string);
      await settle(1000);
      expect(t.smtp.to(account.email as string)).toHaveLength(1);
      const sent = await messages.findOneByOrFail({ id: refused.id });
      expect(sent).toMatchObject({ status: 'sent', params: null });
      expect(sent.attempts).toBeGreaterThan(12);
    }, 60_000);
  });

  describe('when the SMTP server refuses for longer than the retry period', () => {
    let t: TestApp;
    beforeAll(
      async () =>
        (t = await startTestApp({
          MAIL_RETRY_DELAY_MS: '20',
          MAIL_RETRY_MAX_DELAY_MS: '200',
          // Long enough for a second attempt even when a busy machine slows the first.
          MAIL_RETRY_FOR_SECONDS: '3',
        })),
    );
    afterAll(() => t.close());

    it('gives the message up and wipes its code', async () => {
      const account = await createAccount(t.dataSource);
      t.smtp.refusing = true;
      await t.http
        .post('/api/user/auth/password-recovery')
        .send({ emailOrPhoneNumber: account.email })
        .expect(200);
      const messages = t.dataSource.getRepository(OutboxMessage);
      const current = () => messages.findOneByOrFail({ recipient: account.email as string });
      while ((await current()).status === 'pending') await settle(50);
      const failed = await current();
      expect(failed).toMatchObject({ status: 'failed', params: null });
      expect(failed.attempts).toBeGreaterThan(1);
    }, 60_000);
  });

  describe('while Redis is down', () => {
    const redis = new OwnRedisServer();
    let t: TestApp;
    beforeAll(async () => {
      await redis.start();
      t = await startTestApp({ REDIS_URL: redis.url });
    });
    afterAll(async () => {
      await t.close();
      await redis.stop();
    });

    it('accepts the change, then delivers the mail exactly once when Redis is back', async () => {
      const account = await createAccount(t.dataSource);
      await redis.stop();

      await t.http
        .post('/api/user/auth/password-recovery')
        .send({ emailOrPhoneNumber: account.email })
        .expect(200);
      const [pending] = await t.dataSource
        .getRepository(OutboxMessage)
        .findBy({ recipient: account.email as string });
      expect(pending.status).toBe('pending');
      await settle(1000);
      expect(t.smtp.to(account.email as string)).toHaveLength(0);

      await redis.start();
      await t.smtp.waitFor(account.email as string, () => true, 40_000);
      await settle(LONGER_THAN_A_SWEEP);
      expect(t.smtp.to(account.email as string)).toHaveLength(1);
    }, 90_000);
  });
});
