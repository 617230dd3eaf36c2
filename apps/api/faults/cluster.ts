import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chmod, chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './ports.ts';

const run = promisify(execFile);

/** PostgreSQL's server binaries: PG_BIN, or the newest Debian postgresql package. */
export function postgresBin(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((name) => existsSync(path.join(root, name, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions[0]) throw new Error('no PostgreSQL server binaries: install postgresql or set PG_BIN');
  return path.join(root, versions[0], 'bin');
}

/**
 * A private PostgreSQL cluster for one fault scenario: `initdb` into a temporary directory and
 * `postgres` on a free loopback port, so the test may stop, kill and reconfigure it without
 * touching any other database. As root, the server runs as the `postgres` user (it refuses root).
 */
export class PrivateCluster {
  readonly port: number;
  readonly dir: string;
  private settings: Record<string, string>;

  private constructor(dir: string, port: number) {
    this.dir = dir;
    this.port = port;
    this.settings = {
      listen_addresses: '127.0.0.1',
      port: String(port),
      unix_socket_directories: dir,
      max_connections: '100',
      // The test machine's disk is not under test; crash recovery still replays the WAL.
      fsync: 'off',
      full_page_writes: 'off',
      shared_buffers: '32MB',
    };
  }

  static async start(): Promise<PrivateCluster> {
    const dir = await mkdtemp(path.join(tmpdir(), 'kopru-faults-pg-'));
    const cluster = new PrivateCluster(dir, await freePort());
    if (process.getuid?.() === 0) {
      const { stdout } = await run('id', ['-u', 'postgres']);
      const { stdout: gid } = await run('id', ['-g', 'postgres']);
      await chown(dir, Number(stdout), Number(gid));
    }
    await chmod(dir, 0o700);
    await cluster.as('initdb', [
      '-D',
      cluster.dataDir,
      '-A',
      'trust',
      '-U',
      'postgres',
      '--no-sync',
      '-E',
      'UTF8',
    ]);
    await cluster.startServer();
    return cluster;
  }

  get dataDir(): string {
    return path.join(this.dir, 'data');
  }

  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  /** Runs a server binary, as `postgres` when this process is root. */
  private async as(binary: string, args: string[]): Promise<string> {
    const file = path.join(postgresBin(), binary);
    const command =
      process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args];
    const { stdout } = await run(command[0] as string, command[1] as string[], { timeout: 60_000 });
    return stdout;
  }

  private options(): string {
    return Object.entries(this.settings)
      .map(([key, value]) => `-c ${key}=${value}`)
      .join(' ');
  }

  async startServer(): Promise<void> {
    await this.as('pg_ctl', [
      '-D',
      this.dataDir,
      '-l',
      path.join(this.dir, 'server.log'),
      '-o',
      this.options(),
      '-w',
      '-t',
      '60',
      'start',
    ]);
  }

  /** `fast` is what a managed database's failover or upgrade does; `immediate` is a crash. */
  async stopServer(mode: 'fast' | 'immediate' = 'fast'): Promise<void> {
    await this.as('pg_ctl', ['-D', this.dataDir, '-m', mode, '-w', '-t', '60', 'stop']);
  }

  /** Changes a server setting that needs a restart (max_connections). */
  async restartWith(settings: Record<string, string>): Promise<void> {
    await this.stopServer('fast');
    this.settings = { ...this.settings, ...settings };
    await this.startServer();
  }

  async createDatabase(name: string): Promise<string> {
    const client = new pg.Client({ connectionString: this.url });
    await client.connect();
    await client.query(`create database ${name}`);
    await client.end();
    return `postgres://postgres@127.0.0.1:${this.port}/${name}`;
  }

  async destroy(): Promise<void> {
    await this.stopServer('immediate').catch(() => {});
    await rm(this.dir, { recursive: true, force: true });
  }
}
