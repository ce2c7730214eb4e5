import { adminQuery } from './database';

export default async function globalTeardown(): Promise<void> {
  const template = process.env.TEST_TEMPLATE_DB;
  if (template) await adminQuery(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
}
