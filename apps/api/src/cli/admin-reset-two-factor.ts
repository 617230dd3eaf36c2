import { openMigratedDatabase } from '../boot.ts';
import { EnvError, loadEnv } from '../env.ts';
import { resetAdminTwoFactor } from '../modules/auth/admin-accounts.ts';

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

/**
 * `pnpm admin:reset-two-factor --email a@b.c`: an admin who lost its authenticator app and its
 * backup codes signs in with its password again and sets two-factor up anew. Audited. On the
 * embedded database (PGlite), stop the server first: only one process may open its directory.
 */
async function main() {
  const email = argument('email');
  if (!email?.includes('@'))
    throw new EnvError('Usage: pnpm admin:reset-two-factor --email admin@example.com');
  const database = await openMigratedDatabase(loadEnv());
  try {
    await resetAdminTwoFactor(database.db, { email });
    process.stdout.write(
      `Two-factor sign-in of ${email} is off; its sessions and remembered devices have ended. It signs in with its password and sets two-factor up again.\n`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
