import helmet, { HelmetOptions } from 'helmet';
import { createServer, IncomingHttpHeaders } from 'node:http';
import { AddressInfo } from 'node:net';
import { securityHeadersOf } from './security-headers';

const OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:'],
      upgradeInsecureRequests: null,
    },
  },
};

/** What helmet itself puts on a real answer. */
async function helmetOnARealAnswer(): Promise<IncomingHttpHeaders> {
  const middleware = helmet(OPTIONS);
  const server = createServer((request, response) =>
    middleware(request, response, () => response.end('ok')),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/`);
    return Object.fromEntries(response.headers);
  } finally {
    server.close();
  }
}

describe('securityHeadersOf', () => {
  it('gives every header helmet sets on an answer, with its value', async () => {
    const headers = securityHeadersOf(OPTIONS);
    const real = await helmetOnARealAnswer();
    const fromHelmet = Object.fromEntries(
      Object.entries(real).filter(
        ([name]) =>
          !['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(
            name,
          ),
      ),
    );
    expect(headers).toEqual(fromHelmet);
    expect(headers['content-security-policy']).toContain("img-src 'self' data:");
    expect(headers['x-content-type-options']).toBe('nosniff');
  });
});
