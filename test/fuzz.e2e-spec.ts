import fc from 'fast-check';
import { Agent } from 'node:http';
import type { AddressInfo } from 'node:net';
import { send } from './support/fuzz/http';
import { fuzzCase, OpenApiDocument, Operation, operationsOf } from './support/fuzz/operations';
import { buildWorld } from './support/fuzz/world';
import { startTestApp, TestApp } from './support/test-app';
import { bearer } from './support/tokens';

/**
 * Every operation of the OpenAPI document the product serves, sent property-based requests —
 * plausible ones from its schemas (with ids of real records and the right role's token) and
 * broken ones: wrong types, bounds and huge numbers, NUL and lone surrogates, very long text,
 * lists for scalars, deep objects, `__proto__` keys, bad dates, wrong content types, repeated
 * query keys, forms no parser can read. Any 5xx, any request unanswered for 30 s (3 min for the
 * printed codes), and any 400 outside the contract's `{errors: {field: [message]}}` fails it.
 *
 * Seeded: the seed is printed, and FUZZ_SEED replays it (FUZZ_RUNS requests per operation,
 * FUZZ_SHRINK=1 to shrink a failure to its smallest request, FUZZ_ONLY to pick operations).
 */
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
const SHRINK = process.env.FUZZ_SHRINK === '1';
/** A regular expression on "METHOD /path" to fuzz only some operations while replaying. */
const ONLY = new RegExp(process.env.FUZZ_ONLY ?? '');
/** A hang never answers; 30 s leaves room for a call slowed by a machine shared with other jobs. */
const UNANSWERED_MS = 30_000;
/**
 * The printed codes (posters, code sheets) encode a PNG per QR code, which runs about 30× slower
 * inside Jest's module sandbox than in the built product: a sheet of 200 codes takes 37 s here
 * and 1.2 s from `dist/`. They get longer before they count as unanswered.
 */
const UNANSWERED_PRINT_MS = 180_000;
const unansweredAfter = (path: string) =>
  /\/(poster|code-sheet)$/.test(path) ? UNANSWERED_PRINT_MS : UNANSWERED_MS;
/** Operations fuzzed at once: the product answers while the next request is being made. */
const CONCURRENCY = 3;

jest.setTimeout(30 * 60_000);

describe('the whole API under fuzzed requests', () => {
  let t: TestApp;
  let port: number;
  let document: OpenApiDocument;
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY * 2 });

  beforeAll(async () => {
    // Throttling stays on, per identifier as always; per IP it would answer 429 to nearly all.
    t = await startTestApp({ THROTTLE_IP_PER_MINUTE: '100000000' });
    await t.app.listen(0, '127.0.0.1');
    port = (t.app.getHttpServer().address() as AddressInfo).port;
    document = (await t.http.get('/api/docs-json').expect(200)).body;
  });
  afterAll(async () => {
    agent.destroy();
    await t.close();
  });

  it('answers every request of every operation, never with a 5xx', async () => {
    const world = await buildWorld(t, document.components.schemas);
    const operations = byRisk(operationsOf(document)).filter((operation) =>
      ONLY.test(`${operation.method} ${operation.path}`),
    );
    process.stdout.write(
      `API fuzz: seed ${SEED} (replay with FUZZ_SEED=${SEED}), ${operations.length} operations × ${RUNS} requests\n`,
    );
    const started = Date.now();
    const statuses: Record<string, number> = {};
    const failures: string[] = [];
    let sent = 0;

    await inParallel(operations, CONCURRENCY, async (operation) => {
      const property = fc.asyncProperty(fuzzCase(operation, world), async (request) => {
        const answer = await send(agent, port, request.wire, unansweredAfter(operation.path));
        sent++;
        if (process.env.FUZZ_LOG)
          process.stdout.write(
            `${answer.kind === 'answered' ? answer.status : 'none'} ${request.describe()}\n`,
          );
        if (answer.kind === 'unanswered')
          throw new Error(`unanswered (${answer.reason}): ${request.describe()}`);
        statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
        if (answer.status >= 500)
          throw new Error(`${answer.status}: ${request.describe()} → ${answer.body.slice(0, 300)}`);
        if (answer.status === 400 && !inContractShape(answer.body))
          throw new Error(`400 outside the contract: ${request.describe()} → ${answer.body}`);
      });
      const result = await fc.check(property, {
        // Seeded by the operation's name, so a replay of a few operations sends the same requests.
        seed: (SEED + hash(`${operation.method} ${operation.path}`)) | 0,
        numRuns: RUNS,
        endOnFailure: !SHRINK,
      });
      if (result.failed)
        failures.push(`${operation.method} ${operation.path}: ${String(result.errorInstance)}`);
    });

    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    process.stdout.write(
      `API fuzz: ${sent} requests over ${operations.length} operations in ${seconds} s; statuses ${JSON.stringify(statuses)}\n`,
    );
    expect(failures).toEqual([]);
    // The callers were signed in throughout: no fuzzed request spoiled a session.
    for (const [role, token] of Object.entries(world.tokens)) {
      const path = role === 'survey' ? '/api/public/language' : `/api/${role}/account/me`;
      const answer = await send(
        agent,
        port,
        { method: 'GET', path, headers: bearer(token) },
        UNANSWERED_MS,
      );
      expect({ role, answer: answer.kind === 'answered' ? answer.status : answer.reason }).toEqual({
        role,
        answer: 200,
      });
    }
  });
});

/** Reads before writes, deletions last: the records the later operations aim at stay longer. */
function byRisk(operations: Operation[]): Operation[] {
  const rank = (operation: Operation) =>
    operation.method === 'GET' ? 0 : operation.method === 'DELETE' ? 2 : 1;
  return [...operations].sort((a, b) => rank(a) - rank(b));
}

function hash(text: string): number {
  let value = 0;
  for (const char of text) value = (Math.imul(value, 31) + char.charCodeAt(0)) | 0;
  return value;
}

function inContractShape(body: string): boolean {
  try {
    const { errors } = JSON.parse(body);
    return (
      !!errors &&
      typeof errors === 'object' &&
      Object.keys(errors).length > 0 &&
      Object.values(errors).every(
        (messages) =>
          Array.isArray(messages) &&
          messages.length > 0 &&
          messages.every((message) => typeof message === 'string' && message.length > 0),
      )
    );
  } catch {
    return false;
  }
}

async function inParallel<T>(
  items: T[],
  width: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      await work(items[next++]);
    }
  };
  await Promise.all(Array.from({ length: width }, lane));
}
