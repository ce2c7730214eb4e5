import * as Sentry from '@sentry/nestjs';

/** Error reporting when SENTRY_DSN is set, with the spec's trace sample rate (§7, §9). */
if (process.env.SENTRY_DSN) {
  Sentry.init({
    dsn: process.env.SENTRY_DSN,
    tracesSampleRate: 1,
    environment: process.env.NODE_ENV,
  });
}
