import './instrument';
import { ConfigError, loadConfig } from './config/app-config';
import { prepareDatabase } from './database/migrate';
import { createHttpApp, createWorkerContext } from './app.setup';

async function bootstrap(): Promise<void> {
  const config = loadConfig();
  await prepareDatabase(config.databaseUrl);
  if (config.role === 'worker') {
    await createWorkerContext(config);
    return;
  }
  const app = await createHttpApp(config);
  await app.listen({ port: config.port, host: '0.0.0.0' });
}

bootstrap().catch((error: Error) => {
  console.error(error instanceof ConfigError ? error.message : (error.stack ?? error.message));
  process.exit(1);
});
