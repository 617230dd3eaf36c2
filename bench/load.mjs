// Load generator run in its own process by payments.ts: `node load.mjs '<json options>'`.
// Prints autocannon's result as JSON. `[<id>]` in headers becomes a unique id per request.
// `paths`: each request goes to one of them at random (many merchants' links).
import autocannon from 'autocannon';

const { paths, ...options } = JSON.parse(process.argv[2] ?? '{}');
const requests = paths
  ? [{ setupRequest: (request) => ({ ...request, path: paths[Math.floor(Math.random() * paths.length)] }) }]
  : undefined;
const result = await autocannon({ ...options, ...(requests ? { requests } : {}), idReplacement: true });
process.stdout.write(JSON.stringify(result));
