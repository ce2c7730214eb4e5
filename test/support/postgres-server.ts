import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './ports';

const run = promisify(execFile);

/** The newest PostgreSQL server installed the Debian way (`/usr/lib/postgresql/<major>/bin`). */
function serverBinaries(): string {
  const root = '/usr/lib/postgresql';
  const major = readdirSync(root)
    .filter((name) => existsSync(join(root, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a))[0];
  if (!major) throw new Error(`no PostgreSQL server under ${root}: install postgresql`);
  return join(root, major, 'bin');
}

/** PostgreSQL refuses to run as root: as root, the server runs as the `postgres` account. */
function serverAccount(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const entry = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((line) => line.startsWith('postgres:'));
  if (!entry) throw new Error('running as root needs a postgres account to run PostgreSQL');
  const [, , uid, gid] = entry.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

/**
 * A PostgreSQL server of the test's own (a fresh cluster in a temporary folder, on a free
 * loopback port), so that it can be stopped and started again without touching the machine's.
 */
export class OwnPostgresServer {
  private readonly bin = serverBinaries();
  private readonly account = serverAccount();
  private dataDir = '';
  port = 0;

  /** The server's address, for a database name: `${url}/name`. */
  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    if (!this.dataDir) {
      this.dataDir = mkdtempSync(join(tmpdir(), 'diversitera-pg-'));
      if (this.account) chownSync(this.dataDir, this.account.uid, this.account.gid);
      this.port = await freePort();
      await this.pg('initdb', [
        ...['-D', this.dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8'],
        ...['--locale', 'C.UTF-8', '--no-sync'],
      ]);
    }
    await this.pg('pg_ctl', [
      ...['-D', this.dataDir, '-l', join(this.dataDir, 'server.log'), '-w', 'start'],
      ...['-o', `-p ${this.port} -k ${this.dataDir} -c listen_addresses=127.0.0.1 -c fsync=off`],
    ]);
  }

  /** A clean shutdown (`fast`): sessions are ended, as in a restart or a failover. */
  async stop(): Promise<void> {
    await this.pg('pg_ctl', ['-D', this.dataDir, '-m', 'fast', '-w', 'stop']);
  }

  /** Stops the server if it runs and removes its cluster. */
  async remove(): Promise<void> {
    if (!this.dataDir) return;
    await this.pg('pg_ctl', ['-D', this.dataDir, '-m', 'immediate', '-w', 'stop']).catch(
      () => undefined,
    );
    rmSync(this.dataDir, { recursive: true, force: true });
  }

  private async pg(command: string, args: string[]): Promise<void> {
    await run(join(this.bin, command), args, { ...this.account, cwd: tmpdir() }).catch(
      (error: Error & { stderr?: string }) => {
        throw new Error(`${command} failed: ${error.stderr || error.message}`);
      },
    );
  }
}
