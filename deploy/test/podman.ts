import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** This machine's cgroups and rlimits need these (issue 45); the defaults fail here. */
const global = ['--cgroup-manager=cgroupfs'];
const runtime = ['--runtime', '/usr/sbin/runc'];
const limits = ['--ulimit', 'nofile=1024:1024', '--ulimit', 'nproc=1024:1024'];

/** `podman run` with what this machine needs and nothing else. */
export const plainRun = ['run', ...runtime, ...limits];

export interface Outcome {
  code: number;
  stdout: string;
  stderr: string;
}

/** `podman …`, its exit code and output; never throws for a non-zero exit. */
export async function podman(args: string[], timeoutMs = 300_000): Promise<Outcome> {
  try {
    const { stdout, stderr } = await run('podman', [...global, ...args], {
      timeout: timeoutMs,
      maxBuffer: 64 * 1024 * 1024,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number | string; stdout?: string; stderr?: string };
    return {
      code: typeof failed.code === 'number' ? failed.code : 1,
      stdout: failed.stdout ?? '',
      stderr: failed.stderr ?? String(error),
    };
  }
}

/**
 * `podman run` as an operator runs the image: host network, a read-only root with a private /tmp
 * and /data (owned by the image's user, as a volume would be), no capabilities.
 */
export function runArgs(env: Record<string, string>, extra: string[] = []): string[] {
  return [
    ...plainRun,
    '--network',
    'host',
    '--read-only',
    '--tmpfs',
    '/tmp',
    '--tmpfs',
    '/data:rw,U,mode=0700', // U: owned by the image's user, as a fresh volume is
    '--cap-drop',
    'ALL',
    '--security-opt',
    'no-new-privileges',
    ...Object.entries(env).flatMap(([name, value]) => ['--env', `${name}=${value}`]),
    ...extra,
  ];
}
