import type { LoggerOptions } from 'pino';

/** One pino setup for the application's logs (nestjs-pino) and the requests' (Fastify). */
export function loggerOptions(level: string): LoggerOptions {
  return { level, redact: ['req.headers.authorization', 'req.headers.cookie'] };
}
