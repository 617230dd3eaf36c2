// The long tasks of the public pages on a 4x slowed CPU, and what runs in each: `pnpm build`,
// then `pnpm bench:pages:trace`. Lighthouse loads each page as `pnpm bench:pages` does and its
// trace is read here: each main-thread task's CPU time (the thread's own time, so a machine busy
// with other work does not lengthen it much) times 4, Lighthouse's CPU slowdown; every task over
// 50 ms after the first contentful paint is listed with the work inside it (script evaluation per
// file, function calls, style, layout, garbage collection), then per page the sum of long-task
// time and of the time over 50 ms (what Total Blocking Time adds up, here without Lighthouse's
// simulated network), with Lighthouse's score and TBT of the same run; first, the CPU time of every
// task after the first paint (what the page runs then, the figure that moves least with the load).
// Same env as pages.mjs: PAGES, PAGES_RUNS (default 1 here), PAGES_PORT, CHROME_PATH;
// TRACE_TASKS=0 prints the summary only.

import lighthouse from 'lighthouse';
import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';
import { base, launchBrowser, startServer } from './setup.mjs';

const runs = Number(process.env.PAGES_RUNS ?? 1);
const slowdown = 4;
const verbose = process.env.TRACE_TASKS !== '0';

const shortUrl = (url) => (url ? url.replace(base, '').replace(/^\/assets\//, '') : '');

/** What a trace event is doing, for the breakdown of a task. */
function label(event) {
  const data = event.args?.data ?? event.args?.beginData ?? {};
  switch (event.name) {
    case 'FunctionCall':
      return `call ${data.functionName || '(anonymous)'} ${shortUrl(data.url)}`;
    case 'EvaluateScript':
    case 'v8.compile':
    case 'v8.compileModule':
    case 'v8.evaluateModule':
      return `${event.name} ${shortUrl(data.url ?? event.args?.fileName)}`;
    default:
      return event.name;
  }
}

/** A top-level task's CPU time on the slowed CPU, in ms (its wall time where the trace has none). */
const cpuTime = (task) => (task.event.tdur === undefined ? task.duration : task.event.tdur / 1000) * slowdown;

/** Self time of every event under a task, by label, largest first, scaled like the task's CPU time. */
function breakdown(task) {
  const scale = cpuTime(task) / task.duration;
  const sums = new Map();
  const walk = (node) => {
    const key = label(node.event);
    sums.set(key, (sums.get(key) ?? 0) + node.selfTime * scale);
    for (const child of node.children) walk(child);
  };
  walk(task);
  return [...sums].sort((a, b) => b[1] - a[1]).filter(([, ms]) => ms >= 3);
}

async function trace(chrome, page) {
  const result = await lighthouse(`${base}${page}`, {
    port: chrome.port,
    onlyCategories: ['performance'],
    logLevel: 'error',
  });
  // A run Lighthouse could not finish (a busy machine can time it out) is left out.
  if (!result || result.lhr.runtimeError) return undefined;
  let processed;
  try {
    processed = await TraceProcessor.processTrace(result.artifacts.Trace);
  } catch {
    return undefined;
  }
  const tasks = MainThreadTasks.getMainThreadTasks(
    processed.mainThreadEvents,
    processed.frames,
    processed.timestamps.traceEnd,
    processed.timestamps.timeOrigin,
  );
  // As Total Blocking Time: from the first contentful paint on (a task across it counts its part after).
  const fcp = TraceProcessor.processNavigation(processed).timings.firstContentfulPaint ?? 0;
  const afterPaint = (task) =>
    task.endTime <= fcp ? 0 : (task.endTime - Math.max(task.startTime, fcp)) / task.duration;
  const afterFirstPaint = tasks
    .filter((task) => !task.parent)
    .map((task) => ({ task, ms: cpuTime(task) * afterPaint(task) }));
  const long = afterFirstPaint.filter(({ ms }) => ms > 50);
  return {
    score: Math.round((result.lhr.categories.performance.score ?? 0) * 100),
    tbt: result.lhr.audits['total-blocking-time'].numericValue,
    long,
    // All the main thread's work after the first paint, long tasks or not: what the page runs.
    cpuSum: afterFirstPaint.reduce((sum, { ms }) => sum + ms, 0),
    longSum: long.reduce((sum, { ms }) => sum + ms, 0),
    over50: long.reduce((sum, { ms }) => sum + ms - 50, 0),
    // The same from wall time, as Lighthouse's simulation counts it (longer on a busy machine).
    wallOver50: tasks
      .map((task) => (task.parent ? 0 : task.duration * slowdown * afterPaint(task)))
      .filter((ms) => ms > 50)
      .reduce((sum, ms) => sum + ms - 50, 0),
  };
}

const { pages, stop } = await startServer();
const summary = [];
try {
  for (const lang of ['en', 'tr']) {
    const chrome = await launchBrowser(lang);
    try {
      for (const page of pages) {
        for (let run = 0; run < runs; run++) {
          const one = await trace(chrome, page);
          if (!one) {
            console.log(`\n${page} ${lang}: the run did not finish`);
            continue;
          }
          summary.push({ page, lang, ...one });
          if (!verbose) continue;
          console.log(`\n${page} ${lang}: ${one.long.length} long tasks, ${Math.round(one.longSum)} ms`);
          for (const { task, ms: taskMs } of one.long) {
            console.log(`  at ${Math.round(task.startTime)} ms: ${Math.round(taskMs)} ms`);
            for (const [what, ms] of breakdown(task).slice(0, 8))
              console.log(`    ${String(Math.round(ms)).padStart(5)} ms  ${what}`);
          }
        }
      }
    } finally {
      chrome.kill();
    }
  }
} finally {
  await stop();
}

console.log(
  '\npage        lang  CPU after paint  long tasks  long-task ms  over 50 ms  wall: over 50 ms  Lighthouse: score, TBT',
);
for (const row of summary) {
  console.log(
    [
      row.page.padEnd(11),
      row.lang.padEnd(4),
      String(Math.round(row.cpuSum)).padStart(15),
      String(row.long.length).padStart(10),
      String(Math.round(row.longSum)).padStart(13),
      String(Math.round(row.over50)).padStart(11),
      String(Math.round(row.wallOver50)).padStart(17),
      `  ${row.score}, ${Math.round(row.tbt)} ms`,
    ].join(' '),
  );
}
