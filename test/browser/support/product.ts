import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { startTestApp, TestApp } from '../../support/test-app';

export interface RunningProduct {
  t: TestApp;
  /** http://127.0.0.1:{port}: the API under /api, the portal at /, the dashboard at /admin. */
  baseUrl: string;
}

const PORTAL_INDEX = join(__dirname, '../../../portal-ui/dist/index.html');

/**
 * The real product on a free loopback port, with its own database, Redis prefix and SMTP
 * server, and a worker so that mails (codes, links) are delivered.
 */
export async function startProduct(
  env: NodeJS.ProcessEnv = {},
  /** A port chosen beforehand: APP_URL then names it, as a provider's redirect URI must. */
  port = 0,
): Promise<RunningProduct> {
  if (!existsSync(PORTAL_INDEX)) {
    throw new Error('portal-ui/dist is missing: run `npm run build` before the browser tests');
  }
  const t = await startTestApp(port ? { APP_URL: `http://127.0.0.1:${port}`, ...env } : env);
  await t.startRole('worker');
  await t.app.listen(port, '127.0.0.1');
  const baseUrl = (await t.app.getUrl()).replace('[::1]', '127.0.0.1');
  return { t, baseUrl };
}
