import { createInterface } from 'node:readline/promises';
import { catalogs } from '@kopru/i18n/catalog';
import { createTranslator } from '@kopru/i18n/translate';
import { openMigratedDatabase } from '../boot.ts';
import { EnvError, loadEnv } from '../env.ts';
import { createOrResetAdmin } from '../modules/auth/admin-accounts.ts';
import { weakPasswordReason } from '../modules/auth/password-strength.ts';

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

/** `pnpm admin:create --email a@b.c [--password …]`: creates an admin or resets its password. */
async function main() {
  const env = loadEnv();
  let email = argument('email') ?? env.ADMIN_EMAIL;
  let password = argument('password') ?? env.ADMIN_PASSWORD;
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  email ??= (await prompt.question('Admin e-mail: ')).trim();
  password ??= (await prompt.question('Password (at least 8 characters): ')).trim();
  prompt.close();
  if (!email?.includes('@') || !password || password.length < 8) {
    throw new EnvError('An e-mail and a password of at least 8 characters are required.');
  }
  const weak = weakPasswordReason(password, [email]);
  if (weak) throw new EnvError(createTranslator(catalogs, 'en')(weak));
  const database = await openMigratedDatabase(env);
  try {
    const outcome = await createOrResetAdmin(database.db, { email, password });
    const ended = outcome === 'reset' ? '; its sessions and remembered devices have ended' : '';
    process.stdout.write(`Admin ${email} ${outcome}${ended}.\n`);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
