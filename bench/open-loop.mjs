// Open-loop load run in its own process by payments.ts: `node open-loop.mjs '<json options>'`.
// Sends `rate` requests per second for `duration` seconds, evenly spaced, whether or not earlier
// ones have been answered (autocannon's `overallRate` releases each second's quota at once, so
// its latencies measured the queue of that burst, not the server at that rate). A request's
// latency counts from when it was due, so a server that falls behind shows it (no coordinated
// omission). Prints { requests: { average, total }, latency: { p50, p99 }, errors, non2xx }.
import { randomUUID } from 'node:crypto';
import http from 'node:http';

const { url, paths, rate, duration, headers, body } = JSON.parse(process.argv[2] ?? '{}');
const target = new URL(url);
const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
const interval = 1000 / rate;
const total = Math.round(rate * duration);
const latencies = [];
let errors = 0;
let non2xx = 0;

function send(due) {
  const path = paths ? paths[Math.floor(Math.random() * paths.length)] : target.pathname;
  const requestHeaders = {
    ...headers,
    'idempotency-key': randomUUID(),
    'content-length': Buffer.byteLength(body),
  };
  return new Promise((resolve) => {
    const request = http.request(
      { host: target.hostname, port: target.port, path, method: 'POST', headers: requestHeaders, agent },
      (response) => {
        response.resume();
        response.on('end', () => {
          if (response.statusCode >= 300) non2xx++;
          latencies.push(performance.now() - due);
          resolve();
        });
      },
    );
    request.on('error', () => {
      errors++;
      resolve();
    });
    request.end(body);
  });
}

const start = performance.now();
const sent = [];
for (let i = 0; i < total; i++) {
  const due = start + i * interval;
  const wait = due - performance.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  sent.push(send(due));
}
await Promise.all(sent);
const elapsed = (performance.now() - start) / 1000;
latencies.sort((a, b) => a - b);
const at = (q) =>
  Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
process.stdout.write(
  JSON.stringify({
    requests: { average: latencies.length / elapsed, total: latencies.length },
    latency: { p50: at(0.5), p99: at(0.99) },
    errors,
    non2xx,
  }),
);
agent.destroy();
