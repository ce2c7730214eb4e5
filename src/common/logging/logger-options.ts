import { DestinationStream, LoggerOptions, transport } from 'pino';
import type { LogFormat } from '../../config/app-config';

/**
 * Lines a person reads in a terminal: time, level, then for a request its method, path, status
 * and time in one line. What pino-pretty would print as extra fields (ids of the process and
 * the request, the request's parts already in the line) stays out.
 */
const PRETTY_OPTIONS = {
  translateTime: 'SYS:HH:MM:ss.l',
  singleLine: true,
  ignore: 'pid,hostname,reqId,req,res,responseTime,context',
  messageFormat:
    '{if context}[{context}] {end}{if req.method}{req.method} {req.url} {res.statusCode} {responseTime} ms: {end}{msg}',
};

let prettyDestination: DestinationStream | undefined;

/**
 * Where log lines go: standard output as JSON (one object a line, for collectors), or through
 * pino-pretty for a person at a terminal. Pretty printing runs in pino's transport thread, one
 * for the whole process, so a request costs the API's thread what a JSON line costs.
 */
export function logDestination(format: LogFormat): DestinationStream | undefined {
  if (format === 'json') return undefined;
  prettyDestination ??= transport({ target: 'pino-pretty', options: PRETTY_OPTIONS });
  return prettyDestination;
}

/** One pino setup for the application's logs (nestjs-pino) and the requests' (Fastify). */
export function loggerOptions(level: string): LoggerOptions {
  return { level, redact: ['req.headers.authorization', 'req.headers.cookie'] };
}
