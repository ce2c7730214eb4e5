import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';

/**
 * How much of a body still coming after its answer is read and thrown away so that its
 * connection can carry the next request: past every upload limit, so an upload refused midway
 * (413, a bad file, a second file) is always drained.
 */
export const DRAIN_LIMIT_BYTES = 16 * 1024 * 1024;
/** How long a connection closed on a longer body of unknown length still swallows it. */
const LINGER_MS = 5_000;

/**
 * An answer given before its request's body was read whole (an upload refused at 413 while the
 * file was still arriving, a sign-in check that refused first) leaves the rest of that body in
 * the connection: Node waits for it to be read before it parses the next request, and nothing
 * reads it, so the next request on the kept-alive connection (browsers reuse it) is never
 * answered. Once the answer is out, the rest is read and dropped, up to DRAIN_LIMIT_BYTES. A
 * body declared longer than that is never taken whole, so its answer says `Connection: close`
 * and the client takes a new connection; one of unknown length that runs past the limit has its
 * connection ended, after a short linger so the client reads its answer rather than a reset.
 */
export function drainAfterAnswer(request: FastifyRequest, reply: FastifyReply): void {
  const { headers } = request;
  const length = headers['content-length'];
  if (length === undefined && headers['transfer-encoding'] === undefined) return;
  if (Number(length) > DRAIN_LIMIT_BYTES) void reply.header('connection', 'close');
  else reply.raw.once('finish', () => drain(request.raw));
}

function drain(body: IncomingMessage): void {
  if (body.complete || body.destroyed) return;
  let read = 0;
  const count = (chunk: Buffer) => {
    read += chunk.length;
    if (read <= DRAIN_LIMIT_BYTES) return;
    body.off('data', count);
    const socket = body.socket;
    socket.end();
    setTimeout(() => socket.destroy(), LINGER_MS).unref();
  };
  body.on('data', count);
  // A reader given up halfway (a form refused for a field while its file was still coming) may
  // still be piped in and hold the body paused.
  body.unpipe();
  body.resume();
}
