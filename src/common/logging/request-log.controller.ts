import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One JSON line per request, written when its answer is finished, naming its path without the
 * query string: Fastify's own two lines (incoming, completed) double the logging work of the hot
 * paths, and the health probe of an orchestrator would fill the log. Fastify's other
 * per-request lines stay off, as the errors worth a line (the 500s) are logged with their
 * request id by the exception filter.
 */
export class RequestLogController extends LogController {
  constructor() {
    super({ disableRequestLogging: true });
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    // The query stays out: it carries second-factor codes (spec §7) and searched names.
    const path = request.url.split('?', 1)[0];
    if (path === '/api/health') return;
    const line = {
      req: { method: request.method, url: path },
      res: { statusCode: reply.statusCode },
      responseTime: Math.round(reply.elapsedTime),
    };
    if (error) request.log.error({ ...line, err: error }, 'request errored');
    else request.log.info(line, 'request completed');
  }
}
