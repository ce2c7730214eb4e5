import { Agent, request as httpRequest } from 'node:http';
import type { Socket } from 'node:net';

/** A request as it goes on the wire: the path already encoded, the body already written. */
export interface WireRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
}

export type WireAnswer =
  { kind: 'answered'; status: number; body: string } | { kind: 'unanswered'; reason: string };

/**
 * Sends one request over a kept-alive connection (so a request that spoils its connection is
 * caught by the next one) and waits at most `timeoutMs` for the whole answer.
 */
export async function send(
  agent: Agent,
  port: number,
  wire: WireRequest,
  timeoutMs: number,
): Promise<WireAnswer> {
  const first = await attempt(agent, port, wire, timeoutMs);
  // A kept-alive connection the server closed between two requests is the client's race, not
  // the server's failure: one retry on a fresh connection, as HTTP clients do.
  return first.kind === 'unanswered' && first.reason.startsWith('reused:')
    ? attempt(agent, port, wire, timeoutMs)
    : first;
}

/** Sockets already given a listener for errors after their request was answered. */
const watchedSockets = new WeakSet<Socket>();

function attempt(
  agent: Agent,
  port: number,
  wire: WireRequest,
  timeoutMs: number,
): Promise<WireAnswer> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (answer: WireAnswer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(answer);
    };
    const outgoing = httpRequest(
      {
        agent,
        host: '127.0.0.1',
        port,
        method: wire.method,
        path: wire.path,
        headers: {
          ...wire.headers,
          ...(wire.body ? { 'content-length': String(wire.body.length) } : {}),
        },
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () =>
          settle({
            kind: 'answered',
            status: incoming.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        incoming.on('error', (error) => settle({ kind: 'unanswered', reason: error.message }));
      },
    );
    const timer = setTimeout(() => {
      settle({ kind: 'unanswered', reason: `no answer in ${timeoutMs} ms` });
      outgoing.destroy();
    }, timeoutMs);
    // A request refused before its body was sent whole (431 for a path too long, 413) has its
    // connection closed by the server while the client still writes: the write fails after the
    // answer was read, on a socket the request no longer listens to. That is the client's loss,
    // already counted as an answer.
    outgoing.on('socket', (socket) => {
      if (watchedSockets.has(socket)) return;
      watchedSockets.add(socket);
      socket.on('error', () => undefined);
    });
    outgoing.on('error', (error) =>
      settle({
        kind: 'unanswered',
        reason: `${outgoing.reusedSocket ? 'reused:' : ''}${error.message}`,
      }),
    );
    outgoing.end(wire.body);
  });
}

const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

/** Percent-encodes any text, lone surrogates included (as the replacement character's bytes). */
export function encode(text: string): string {
  let out = '';
  for (const char of text) {
    if (UNRESERVED.test(char)) out += char;
    else
      for (const byte of Buffer.from(char, 'utf8'))
        out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** Escapes a client could send as they are: a NUL, half a character, a broken escape. */
export const RAW_ESCAPES = ['%00', '%ED%A0%80', '%C0%80', '%FF', '%', '%ZZ', '%2F', 'a%00b', '..'];

export function multipartBody(
  boundary: string,
  parts: Array<{ name: string; value: string | Buffer; fileName?: string; type?: string }>,
): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.fileName === undefined ? '' : `; filename="${part.fileName}"`}`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`,
      ),
      Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value, 'utf8'),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}
