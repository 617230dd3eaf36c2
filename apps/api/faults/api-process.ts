import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, type WriteStream } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './ports.ts';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const faultSecret = 'fault-suite-secret-that-is-long-enough-0123456789';
export const faultMetricsToken = 'fault-suite-metrics-token-0123456789';

/** The settings every API process of the suite runs with; scenarios add their own. */
export function baseEnv(databaseUrl: string, dataDir: string): Record<string, string> {
  return {
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    APP_SECRET: faultSecret,
    METRICS_TOKEN: faultMetricsToken,
    DATA_DIR: dataDir,
    SERVE_APPS: 'false',
    SEED_DEMO: 'false',
    // The suite's admin approves payouts without a second factor; that rule has its own tests.
    REQUIRE_ADMIN_TWO_FACTOR: 'false',
    RATE_LIMIT_ENABLED: 'false',
    LOG_LEVEL: 'info',
    HOST: '127.0.0.1',
    // A payment left processing by a kill is resolved by the reconciler within seconds.
    PAYMENT_RECONCILE_AFTER_SECONDS: '2',
  };
}

/**
 * The API as a child process (`node --import tsx src/server.ts`: one process, so `kill -9` hits
 * the server itself), its log written to `logFile`.
 */
export class ApiProcess {
  readonly port: number;
  private child: ChildProcess | undefined;
  private log: WriteStream;
  private exits: { code: number | null; signal: NodeJS.Signals | null }[] = [];
  private readonly env: Record<string, string>;

  /** A bundled server to run with plain `node` (crash/child.ts bundleServer) instead of tsx. */
  private readonly script: string | undefined;

  private constructor(port: number, env: Record<string, string>, logFile: string, script?: string) {
    this.port = port;
    this.env = env;
    this.script = script;
    this.log = createWriteStream(logFile, { flags: 'a' });
  }

  static async start(env: Record<string, string>, logFile: string, script?: string): Promise<ApiProcess> {
    const api = new ApiProcess(await freePort(), env, logFile, script);
    await api.spawn();
    return api;
  }

  get base(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Exits the process had that the suite did not cause (a crash). */
  get crashes() {
    return this.exits;
  }

  /** The server's process id (with API_PROCESSES > 1, the primary that started the API processes). */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  get alive(): boolean {
    return this.child !== undefined && this.child.exitCode === null && this.child.signalCode === null;
  }

  async spawn(): Promise<void> {
    const args = this.script ? [this.script] : ['--import', 'tsx', 'src/server.ts'];
    const child = spawn(process.execPath, args, {
      cwd: apiDir,
      env: {
        ...process.env,
        ...(this.script ? { MIGRATIONS_DIR: path.join(apiDir, 'src', 'db', 'migrations') } : {}),
        ...this.env,
        PORT: String(this.port),
        WORKERS: this.env.WORKERS ?? 'on',
        // A worker process has no HTTP server: its metrics port tells that it is up.
        ...(this.workersOnly ? { METRICS_PORT: String(this.port), METRICS_HOST: '127.0.0.1' } : {}),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.pipe(this.log, { end: false });
    child.stderr?.pipe(this.log, { end: false });
    child.on('exit', (code, signal) => {
      if (this.child === child && !this.expectingExit) this.exits.push({ code, signal });
    });
    this.child = child;
    this.expectingExit = false;
    try {
      await this.waitReady(60_000);
    } catch (error) {
      // A start that failed its test must not leave the server running (and holding the port).
      this.expectingExit = true;
      child.kill('SIGKILL');
      throw error;
    }
  }

  private expectingExit = false;

  private get workersOnly(): boolean {
    return this.env.WORKERS === 'only';
  }

  async waitReady(timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (!this.alive) throw new Error(`API process exited while starting: ${JSON.stringify(this.exits)}`);
      const ready = await fetch(`${this.base}/${this.workersOnly ? 'metrics' : 'readyz'}`, {
        headers: { authorization: `Bearer ${this.env.METRICS_TOKEN ?? ''}` },
        signal: AbortSignal.timeout(2_000),
      }).catch(() => undefined);
      if (ready?.status === 200) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('API process not ready in time');
  }

  /** `kill -9`: no shutdown, no rollback by us; the server ends the connections' transactions. */
  async kill9(): Promise<void> {
    const child = this.child;
    if (!child || !this.alive) return;
    this.expectingExit = true;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || !this.alive) return;
    this.expectingExit = true;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
    if (this.alive) child.kill('SIGKILL');
    this.log.end();
  }
}
