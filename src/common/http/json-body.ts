import type { FastifyInstance } from 'fastify';
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
 * JSON bodies as Fastify parses them, with two differences: an empty body is no body (clients
 * send `Content-Type: application/json` on a bodiless POST or DELETE), and a body nested past
 * MAX_JSON_DEPTH is refused before validation walks it (class-transformer recurses, and a few
 * kilobytes of brackets would exhaust its stack).
 */
export function useJsonBodies(fastify: FastifyInstance): void {
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.length === 0) return done(null, undefined);
    parseJson(request, text, (error, parsed) => {
      if (error) return done(error);
      if (nestsDeeperThan(parsed, MAX_JSON_DEPTH))
        return done(ValidationFailedException.of('body', 'error.bodyTooDeep'));
      done(null, parsed);
    });
  });
}
