import { openMigratedDatabase } from '../boot.ts';
import { loadEnv } from '../env.ts';

/**
 * `node dist/migrate.js` (the image's `migrate` role): applies the migrations to the configured
 * database and exits, so a deployment runs them once, before any replica of the new version
 * starts (docs/deployment.md). Every process still migrates at start; after this it finds nothing
 * to do.
 */
async function main() {
  const env = loadEnv();
  const database = await openMigratedDatabase(env);
  await database.close();
  process.stdout.write(`Migrations applied to the ${database.kind} database.\n`);
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
