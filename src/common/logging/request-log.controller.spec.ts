import Fastify from 'fastify';
import { Writable } from 'node:stream';
import { RequestLogController } from './request-log.controller';

describe('RequestLogController', () => {
  const lines: Record<string, unknown>[] = [];
  const app = Fastify({
    logger: {
      level: 'info',
      stream: new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
          done();
        },
      }),
    },
    logController: new RequestLogController(),
    genReqId: () => 'request-1',
  });
  app.get('/api/health', async () => ({ status: 'ok' }));
  app.get('/api/broken', async (_request, reply) => reply.code(503).send({ status: 'down' }));

  afterAll(() => app.close());
  beforeEach(() => (lines.length = 0));

  it('writes one line per request, with its id, method, path, status and time', async () => {
    await app.inject({ method: 'GET', url: '/api/broken' });

    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      reqId: 'request-1',
      req: { method: 'GET', url: '/api/broken' },
      res: { statusCode: 503 },
      msg: 'request completed',
    });
    expect(typeof lines[0].responseTime).toBe('number');
  });

  it('leaves the query string out: second-factor codes and searches travel in it', async () => {
    await app.inject({ method: 'GET', url: '/api/broken?code=123456&search=Maria' });

    expect(lines[0]).toMatchObject({ req: { url: '/api/broken' } });
    expect(JSON.stringify(lines)).not.toMatch(/123456|Maria/);
  });

  it('leaves the health probe out of the log', async () => {
    await app.inject({ method: 'GET', url: '/api/health' });

    expect(lines).toHaveLength(0);
  });
});
