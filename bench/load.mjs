// Load generator run in its own process by payments.ts: `node load.mjs '<json options>'`.
// Prints autocannon's result as JSON. `[<id>]` in headers becomes a unique id per request.
import autocannon from 'autocannon';

const options = JSON.parse(process.argv[2] ?? '{}');
const result = await autocannon({ ...options, idReplacement: true });
process.stdout.write(JSON.stringify(result));
