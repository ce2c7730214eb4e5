import { Agent, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PNG_1x1, pngOfSize } from './support/files';
import { signedInWithCompany, SignedIn } from './support/session';
import { buildQuestionnaire } from './support/survey-data';
import { startTestApp, TestApp } from './support/test-app';

/** An image just under its limit: the refusal comes from a field, not from the file's size. */
const IMAGE_BYTES = 2 * 1024 * 1024 - 1024;
/** A request the server leaves unanswered this long is a hang, whatever the machine's load. */
const UNANSWERED_MS = 10_000;

interface Answer {
  status: number;
  body: string;
}

interface Route {
  method: string;
  path: string;
  token?: string;
  field: string;
}

interface Upload {
  route: Route;
  content: Buffer;
  fileName: string;
  fields?: Record<string, string>;
}

/**
 * Two multipart uploads through a keep-alive agent that holds a single connection, as a browser
 * reuses its connection: the second waits for the first one's connection.
 */
async function twoOnOneConnection(port: number, first: Upload, second: Upload) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    return [await upload(agent, port, first), await upload(agent, port, second)];
  } finally {
    agent.destroy();
  }
}

function upload(agent: Agent, port: number, sent: Upload): Promise<Answer> {
  const { route, content, fileName, fields = {} } = sent;
  const boundary = '----diversitera-upload-test';
  const body = Buffer.concat([
    ...Object.entries(fields).map(([name, value]) =>
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    ),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${route.field}"; filename="${fileName}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${route.method} ${route.path} unanswered after ${UNANSWERED_MS} ms`)),
      UNANSWERED_MS,
    );
    const outgoing = httpRequest(
      {
        agent,
        port,
        host: '127.0.0.1',
        method: route.method,
        path: route.path,
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': body.length,
          ...(route.token ? { authorization: `Bearer ${route.token}` } : {}),
        },
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () => {
          clearTimeout(timer);
          resolve({ status: incoming.statusCode ?? 0, body: Buffer.concat(chunks).toString() });
        });
      },
    );
    outgoing.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    outgoing.end(body);
  });
}

describe('uploads refused early leave the connection usable', () => {
  let t: TestApp;
  let port: number;
  let owner: SignedIn;
  let admin: SignedIn;
  let imagePath: string;

  beforeAll(async () => {
    t = await startTestApp();
    await t.app.listen(0, '127.0.0.1');
    port = (t.app.getHttpServer().address() as AddressInfo).port;
    owner = await signedInWithCompany(t, 'super');
    admin = await signedInWithCompany(t, 'admin');
    const questionnaire = await buildQuestionnaire(t, admin.token);
    imagePath = `/api/admin/questionnaire/${questionnaire.id}/question/${questionnaire.remote}/image`;
  });
  afterAll(() => t.close());

  const routes = (): Route[] => [
    { method: 'POST', path: '/api/admin/employee/import', token: admin.token, field: 'file' },
    { method: 'POST', path: '/api/admin/company/about', token: admin.token, field: 'logo' },
    { method: 'PUT', path: '/api/admin/company/about', token: admin.token, field: 'logo' },
    { method: 'POST', path: imagePath, token: admin.token, field: 'image' },
    { method: 'POST', path: '/api/super/company', token: owner.token, field: 'logo' },
    { method: 'PUT', path: '/api/super/company', token: owner.token, field: 'logo' },
    {
      method: 'PUT',
      path: `/api/super/company/${admin.company!.id}`,
      token: owner.token,
      field: 'logo',
    },
  ];

  it.each([
    ['over its limit (413 while the body is still coming)', 6 * 1024 * 1024 - 1024],
    ['far over every limit (refused by the parser)', 7 * 1024 * 1024],
    ['larger than the server drains (the connection is closed after the answer)', 20 * 1024 * 1024],
  ])('answers the next request on the connection after an upload %s', async (_what, bytes) => {
    for (const route of routes()) {
      const [refused, next] = await twoOnOneConnection(
        port,
        { route, content: pngOfSize(bytes), fileName: 'big.png' },
        { route, content: PNG_1x1, fileName: 'small.png' },
      );
      expect({ route: route.path, status: refused.status }).toEqual({
        route: route.path,
        status: 413,
      });
      expect(next.status).toBeLessThan(500);
      expect(next.status).not.toBe(413);
    }
  });

  it('answers the next request after a form refused for a field while its file was coming', async () => {
    const route = {
      method: 'PUT',
      path: '/api/admin/company/about',
      token: admin.token,
      field: 'logo',
    };
    const [refused, next] = await twoOnOneConnection(
      port,
      {
        route,
        content: pngOfSize(IMAGE_BYTES),
        fileName: 'logo.png',
        fields: { companyName: 'Empresa\u0000' },
      },
      { route, content: PNG_1x1, fileName: 'logo.png' },
    );
    expect(refused.status).toBe(400);
    expect(next.status).toBe(400);
    expect(JSON.parse(next.body).errors.companyName).toBeDefined();
  });

  it('answers the next request after an upload refused before its body was read', async () => {
    const route = { method: 'POST', path: '/api/admin/employee/import', field: 'file' };
    const [refused, next] = await twoOnOneConnection(
      port,
      { route, content: pngOfSize(3 * 1024 * 1024), fileName: 'big.xlsx' },
      { route: { ...route, token: admin.token }, content: PNG_1x1, fileName: 'small.xlsx' },
    );
    expect(refused.status).toBe(401);
    expect(next.status).toBe(400);
    expect(JSON.parse(next.body).errors.file).toBeDefined();
  });
});
