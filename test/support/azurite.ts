import { BlobServiceClient } from '@azure/storage-blob';
import { ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';

const ACCOUNT = 'diversiteratest';
const MAIN = join(dirname(require.resolve('azurite/package.json')), 'dist/src/blob/main.js');

/**
 * Microsoft's Azure Storage emulator (blob service) in a process of the test's own, on loopback
 * on a free port, in memory, with an account key drawn for this run and telemetry off.
 */
export class Azurite {
  private process?: ChildProcess;
  private readonly key = randomBytes(32).toString('base64');
  port = 0;

  get connectionString(): string {
    return [
      'DefaultEndpointsProtocol=http',
      `AccountName=${ACCOUNT}`,
      `AccountKey=${this.key}`,
      `BlobEndpoint=http://127.0.0.1:${this.port}/${ACCOUNT}`,
    ].join(';');
  }

  /** The environment that points the product at a container of this emulator. */
  env(container: string): NodeJS.ProcessEnv {
    return {
      AZURE_STORAGE_CONNECTION_STRING: this.connectionString,
      AZURE_STORAGE_CONTAINER: container,
    };
  }

  /** The names of the blobs a container holds, for checks on what the product left behind. */
  async blobNames(container: string): Promise<string[]> {
    const client = BlobServiceClient.fromConnectionString(this.connectionString);
    const names: string[] = [];
    for await (const blob of client.getContainerClient(container).listBlobsFlat())
      names.push(blob.name);
    return names;
  }

  async start(): Promise<void> {
    const azurite = spawn(
      process.execPath,
      [
        MAIN,
        ...['--blobHost', '127.0.0.1', '--blobPort', '0'],
        ...['--inMemoryPersistence', '--disableTelemetry', '--silent', '--skipApiVersionCheck'],
      ],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, AZURITE_ACCOUNTS: `${ACCOUNT}:${this.key}` },
      },
    );
    this.process = azurite;
    let output = '';
    this.port = await new Promise<number>((resolve, reject) => {
      const listen = (chunk: Buffer) => {
        output += chunk.toString('utf8');
        const port = /listens on http:\/\/127\.0\.0\.1:(\d+)/.exec(output)?.[1];
        if (port) resolve(Number(port));
      };
      azurite.stdout?.on('data', listen);
      azurite.stderr?.on('data', listen);
      azurite.once('exit', (code) => reject(new Error(`Azurite exited (${code}): ${output}`)));
    });
  }

  async stop(): Promise<void> {
    const running = this.process;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGTERM');
    });
  }
}
