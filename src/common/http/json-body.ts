import { errorCodes, type FastifyInstance, type FastifyRequest } from 'fastify';
import { unacceptableTextPath } from '../validation/text-rules';
import { ValidationFailedException } from './app-exceptions';

/** Far deeper than any body the API takes (a survey's answers are four levels deep). */
export const MAX_JSON_DEPTH = 32;

/** Whether a parsed body nests deeper than the limit, walked without recursion. */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const pending: Array<[unknown, number]> = [[value, 0]];
  while (pending.length) {
    const [node, depth] = pending.pop() as [unknown, number];
    if (node === null || typeof node !== 'object') continue;
    if (depth >= limit) return true;
    for (const child of Object.values(node)) pending.push([child, depth + 1]);
  }
  return false;
}

/**
 * JSON bodies as Fastify parses them, with three differences: an empty body is no body (clients
 * send `Content-Type: application/json` on a bodiless POST or DELETE), a body nested past
 * MAX_JSON_DEPTH is refused before validation walks it (class-transformer recurses, and a few
 * kilobytes of brackets would exhaust its stack), and text the API never takes (text-rules.ts)
 * is refused naming its field.
 */
export function useJsonBodies(fastify: FastifyInstance): void {
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    keepSigned(request, text);
    if (text.length === 0) return done(null, undefined);
    parseJson(request, text, (error, parsed) => {
      if (error) return done(error);
      if (nestsDeeperThan(parsed, MAX_JSON_DEPTH))
        return done(ValidationFailedException.of('body', 'error.bodyTooDeep'));
      // NUL and lone surrogates reach a parsed body only through \u escapes.
      const badText = text.includes('\\u') ? unacceptableTextPath(parsed) : undefined;
      if (badText !== undefined)
        return done(ValidationFailedException.of(badText || 'body', 'validation.text'));
      done(null, parsed);
    });
  });
}

/** Providers sign the bytes they send: their webhooks read the body as it came. */
const SIGNED_PATHS = '/api/public/messaging/';

function keepSigned(request: FastifyRequest, text: string): void {
  if (request.url.startsWith(SIGNED_PATHS))
    (request as FastifyRequest & { rawBody?: string }).rawBody = text;
}

/**
 * Form posts are taken only where a provider sends them (Twilio's webhook, whose signature
 * covers the raw form); anywhere else they stay 415, as before: the API takes JSON.
 */
export function useProviderForms(fastify: FastifyInstance): void {
  fastify.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (request, body, done) => {
      if (!request.url.startsWith(SIGNED_PATHS))
        return done(new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE(), undefined);
      const text = body.toString();
      keepSigned(request, text);
      done(null, Object.fromEntries(new URLSearchParams(text)));
    },
  );
}
