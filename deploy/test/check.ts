/** The checks of `pnpm test:image`: each prints its name and ok, or fails the run with a reason. */
export class CheckFailed extends Error {}

export function fail(reason: string): never {
  throw new CheckFailed(reason);
}

export function check(name: string, run: () => void): void {
  try {
    run();
  } catch (error) {
    console.error(`not ok  ${name}: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  console.log(`ok      ${name}`);
}

export async function checkAsync(name: string, run: () => Promise<void>): Promise<void> {
  const started = Date.now();
  try {
    await run();
  } catch (error) {
    console.error(
      `not ok  ${name}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    throw error;
  }
  console.log(`ok      ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
