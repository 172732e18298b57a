// `npm run bench`: seeds a real Postgres (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/keelerada_bench,
// created when missing; BENCH_RESEED=1 starts from an empty database), starts the app in a child process and measures
// four learning-engine endpoints over REST and the tRPC calls learner-web makes (batched as it batches them) next to a bare SELECT 1 route with autocannon at 50 connections, then prints the
// table (req/s, p50, p99, ratio to the bare route) and the EXPLAIN of the daily-session queries.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDb, type Db, dailySessionQuery, migrateToLatest } from '@keelerada/db';
import { localDateOf } from '@keelerada/domain';
import autocannon, { type Result } from 'autocannon';
import { CompiledQuery, sql } from 'kysely';
import { addBatchCounts, type BatchCounts, describeBatches, emptyBatchCounts } from './batch-counts.ts';
import { BENCH, isSeeded, seed } from './seed.ts';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..', '..');
const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/keelerada_bench';
const duration = Number(process.env.BENCH_DURATION ?? 5);
/** Bare/endpoint pairs of runs per endpoint (the machine may be shared: the ratio is the median of the pairs'). */
const pairs = Math.max(1, Number(process.env.BENCH_PAIRS ?? 3));
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const log = (m: string) => process.stdout.write(`${m}\n`);

async function ensureDatabase(reseed: boolean): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/i.test(name)) throw new Error(`Unusual database name: ${name}`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const h = await createDb({ databaseUrl: admin.toString(), poolSize: 1 });
  try {
    const exists = await sql<{
      n: number;
    }>`select count(*)::int as n from pg_database where datname = ${name}`.execute(h.db);
    if (reseed && exists.rows[0]?.n) {
      log(`dropping ${name} (BENCH_RESEED=1)`);
      await sql.raw(`drop database ${name} with (force)`).execute(h.db);
    }
    if (reseed || !exists.rows[0]?.n) {
      log(`creating database ${name}`);
      await sql.raw(`create database ${name}`).execute(h.db);
    }
  } finally {
    await h.close();
  }
}

interface Learner {
  id: number;
  token: string;
  /** The first 20 of their cards, with the form a right answer types. */
  cards: { id: number; form: string }[];
  /** Today's MIXED study session (made by `study.openPlanned` before the runs), which a study answer updates. */
  sessionId?: number;
}

async function loadLearners(db: Db): Promise<Learner[]> {
  const r = await sql<{ user_id: number; cards: number[]; forms: string[] }>`
    select u.user_id, (array_agg(u.id order by u.id))[1:20] as cards, (array_agg(v.form order by u.id))[1:20] as forms
    from user_vocabulary_cards u join vocabulary_cards v on v.id = u.vocabulary_card_id
    where u.user_id in (select id from users where email like 'bench-%' order by id limit ${BENCH.tokens})
    group by u.user_id`.execute(db);
  return r.rows.map((x) => ({
    id: x.user_id,
    token: `bench-token-${x.user_id}`,
    cards: x.cards.map((id, i) => ({ id, form: x.forms[i]! })),
  }));
}

function startServer(): Promise<{ child: ChildProcess; port: number }> {
  return new Promise((resolve, reject) => {
    // BENCH_CPU_PROF=<dir>: the app writes a V8 CPU profile there when the bench stops it (open it in Chrome DevTools)
    const prof = process.env.BENCH_CPU_PROF
      ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
      : [];
    const child = spawn(process.execPath, [...prof, '--import', 'tsx', join(here, 'server.ts')], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: url },
      stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    });
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /listening (\d+)/.exec(out);
      if (m) resolve({ child, port: Number(m[1]) });
    });
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
}

const pick = <T>(xs: readonly T[]): T => xs[Math.floor(Math.random() * xs.length)]!;

/** CPU time (ms) used so far by each of the given processes, from /proc (absent where it cannot be read). */
function cpuByPid(pids: number[]): Map<number, number> {
  const out = new Map<number, number>();
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      out.set(pid, (Number(fields[11]) + Number(fields[12])) * 10); // USER_HZ = 100
    } catch {
      /* process gone or no /proc */
    }
  }
  return out;
}

/**
 * CPU time used between two readings, summed over the processes of the second (a process that started in between
 * counts from zero; one that exited in between — an idle pooled connection closing — is left out rather than
 * counted as negative).
 */
function cpuUsed(before: Map<number, number>, after: Map<number, number>): number {
  let ms = 0;
  for (const [pid, t] of after) ms += t - (before.get(pid) ?? 0);
  return ms;
}

/** The tables every review writes (a new row version of its card and a log row). */
const REVIEWED_TABLES = ['user_vocabulary_cards', 'review_logs'];

/**
 * Whether this server vacuums by itself. Where it does not (autovacuum = off, as on this project's machines), the
 * bench does its job between runs: a review leaves its card's old row version behind, and with nothing reclaiming
 * them each run would measure a table left more bloated by the runs before it than any vacuumed server's.
 */
async function autovacuumOn(db: Db): Promise<boolean> {
  const r = await sql<{ on: boolean }>`select current_setting('autovacuum') = 'on' as on`.execute(db);
  return r.rows[0]?.on ?? false;
}

interface Vacuumed {
  /** Dead row versions the statistics counted before it (they lag the writes by up to a second). */
  dead: number;
  ms: number;
}

async function vacuumReviewed(db: Db): Promise<Vacuumed> {
  const r = await sql<{ dead: number }>`
    select coalesce(sum(n_dead_tup), 0)::int as dead from pg_stat_user_tables
    where relname = any(${REVIEWED_TABLES}::text[])`.execute(db);
  const t0 = performance.now();
  await sql.raw(`vacuum ${REVIEWED_TABLES.join(', ')}`).execute(db);
  return { dead: r.rows[0]?.dead ?? 0, ms: performance.now() - t0 };
}

function describeVacuums(vs: readonly Vacuumed[]): string {
  const dead = vs.reduce((a, v) => a + v.dead, 0);
  const seconds = vs.reduce((a, v) => a + v.ms, 0) / 1000;
  return `${vs.length} vacuums taking ${seconds.toFixed(1)} s, ${dead} dead row versions in all, at most ${Math.max(0, ...vs.map((v) => v.dead))} at once`;
}

async function backendPids(db: Db): Promise<number[]> {
  const r = await sql<{ pid: number }>`
    select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`.execute(
    db,
  );
  return r.rows.map((x) => x.pid);
}

/** The statements the server's batchers sent since the last call (the server resets its counts on each call). */
function batchesSince(server: ChildProcess): Promise<BatchCounts> {
  return new Promise((resolve) => {
    server.once('message', (m) => resolve(m as BatchCounts));
    server.send('batches');
  });
}

interface Measured {
  result: Result;
  /** What the server's batchers sent during the run. */
  batches: BatchCounts;
  serverMsPerReq: number;
  pgMsPerReq: number;
  /** This process (autocannon) — the load generator shares the machine. */
  generatorMsPerReq: number;
}

/** Several runs of one scenario taken together. */
interface Summary {
  reqPerSec: number;
  p50: number;
  /** The worst p99 of the runs. */
  p99: number;
  serverMsPerReq: number;
  pgMsPerReq: number;
  generatorMsPerReq: number;
  failed: number;
  batches: BatchCounts;
}

const median = (xs: readonly number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

function summarise(runs: readonly Measured[]): Summary {
  const requests = runs.reduce((a, m) => a + m.result.requests.total, 0) || 1;
  const weighted = (f: (m: Measured) => number) =>
    runs.reduce((a, m) => a + f(m) * m.result.requests.total, 0) / requests;
  return {
    reqPerSec: runs.reduce((a, m) => a + m.result.requests.average, 0) / runs.length,
    p50: median(runs.map((m) => m.result.latency.p50)),
    p99: Math.max(...runs.map((m) => m.result.latency.p99)),
    serverMsPerReq: weighted((m) => m.serverMsPerReq),
    pgMsPerReq: weighted((m) => m.pgMsPerReq),
    generatorMsPerReq: weighted((m) => m.generatorMsPerReq),
    failed: runs.reduce((a, m) => a + m.result.non2xx + m.result.errors + m.result.timeouts, 0),
    batches: runs.reduce((a, m) => addBatchCounts(a, m.batches), emptyBatchCounts()),
  };
}

async function measure(
  db: Db,
  server: ChildProcess,
  port: number,
  s: Scenario,
  learners: Learner[],
  seconds: number,
): Promise<Measured> {
  const serverPid = server.pid ?? 0;
  await batchesSince(server);
  const s0 = cpuByPid([serverPid]);
  const p0 = cpuByPid(await backendPids(db));
  const g0 = process.cpuUsage();
  const result = await run(port, s, learners, seconds);
  const g = process.cpuUsage(g0);
  const batches = await batchesSince(server);
  const total = Math.max(1, result.requests.total);
  return {
    result,
    batches,
    generatorMsPerReq: (g.user + g.system) / 1000 / total,
    serverMsPerReq: cpuUsed(s0, cpuByPid([serverPid])) / total,
    pgMsPerReq: cpuUsed(p0, cpuByPid(await backendPids(db))) / total,
  };
}

interface Scenario {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  auth: boolean;
  body?: (l: Learner) => string;
  /** Its target as a share of the bare route's req/s: 0.5, or 0.3 for a request that does three things. */
  target?: number;
}

/** A review as documented: the client's pass or fail (REST). */
const reviewOf = (l: Learner) => ({
  cardId: pick(l.cards).id,
  result: Math.random() < 0.8 ? 'pass' : 'fail',
  responseTime: 800 + Math.floor(Math.random() * 4000),
});
/** A review as learner-web sends it (issue 17): with the typed answer, which the server judges itself. */
const typedReviewOf = (l: Learner) => {
  const card = pick(l.cards);
  const pass = Math.random() < 0.8;
  return {
    cardId: card.id,
    result: pass ? 'pass' : 'fail',
    answer: pass ? card.form : 'vale vastus',
    responseTime: 800 + Math.floor(Math.random() * 4000),
  };
};
/**
 * A vocabulary answer in the daily session as learner-web sends it: the review and the attempt in one batched
 * request (StudyFlow's session-writer; the session's counts are the server's, from the attempts).
 */
const studyAnswerOf = (l: Learner) => {
  const review = typedReviewOf(l);
  const right = review.result === 'pass';
  return {
    0: review,
    1: {
      activityType: 'vocabulary',
      activityId: String(review.cardId),
      userAnswer: review.answer,
      correctAnswer: right ? review.answer : 'vastus',
      isCorrect: right,
      exerciseContent: { word: review.answer, form: review.answer },
      studySessionId: l.sessionId,
      hintCount: 0,
      attemptNumber: 1,
    },
  };
};
/** What learner-web asks for (Dashboard, /vocabulary). */
const dailyInput = { includeNew: true, limit: 50 };
const trpcInput = (inputs: Record<number, unknown>) => encodeURIComponent(JSON.stringify(inputs));

const scenarios: Scenario[] = [
  { name: 'bare SELECT 1 (baseline)', method: 'GET', path: '/bench/bare', auth: false },
  {
    name: 'GET /api/vocabulary/daily-session',
    method: 'GET',
    path: '/api/vocabulary/daily-session',
    auth: true,
  },
  {
    name: 'POST /api/vocabulary/review-result',
    method: 'POST',
    path: '/api/vocabulary/review-result',
    auth: true,
    body: (l) => JSON.stringify(reviewOf(l)),
  },
  // the calls learner-web makes, as its httpBatchLink makes them
  {
    name: 'tRPC vocabulary.dailySession',
    method: 'GET',
    path: `/trpc/vocabulary.dailySession?batch=1&input=${trpcInput({ 0: dailyInput })}`,
    auth: true,
  },
  {
    name: 'tRPC vocabulary.reviewResult',
    method: 'POST',
    path: '/trpc/vocabulary.reviewResult?batch=1',
    auth: true,
    body: (l) => JSON.stringify({ 0: typedReviewOf(l) }),
  },
  {
    // what /study loads since issue 19: today's session with its fixed plan (vocabulary, reading, grammar)
    name: 'tRPC /study load: study.openPlanned',
    method: 'POST',
    path: '/trpc/study.openPlanned?batch=1',
    auth: true,
    body: () => JSON.stringify({ 0: { sessionType: 'MIXED' } }),
    target: 0.3,
  },
  {
    name: 'tRPC /study answer: vocabulary.reviewResult,study.recordAttempt',
    method: 'POST',
    path: '/trpc/vocabulary.reviewResult,study.recordAttempt?batch=1',
    auth: true,
    body: (l) => JSON.stringify(studyAnswerOf(l)),
  },
  {
    // the /study page's load before issue 19 (its calls still serve the dashboard and the stand-alone pages)
    name: 'tRPC three queries: study.mixedStatus,vocabulary.dailySession,grammar.random',
    method: 'GET',
    path: `/trpc/study.mixedStatus,vocabulary.dailySession,grammar.random?batch=1&input=${trpcInput({ 1: dailyInput, 2: { count: 8 } })}`,
    auth: true,
    target: 0.3,
  },
  {
    name: 'GET /api/study/sessions/today/mixed-status',
    method: 'GET',
    path: '/api/study/sessions/today/mixed-status',
    auth: true,
  },
  {
    name: 'GET /api/grammar-exercises/random?count=8',
    method: 'GET',
    path: '/api/grammar-exercises/random?count=8',
    auth: true,
  },
];

function run(port: number, s: Scenario, learners: Learner[], seconds: number): Promise<Result> {
  return autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration: seconds,
    timeout: 30,
    requests: [
      {
        method: s.method,
        path: s.path,
        setupRequest: (req) => {
          const l = pick(learners);
          return {
            ...req,
            headers: {
              ...(s.auth ? { authorization: `Bearer ${l.token}` } : {}),
              ...(s.path.startsWith('/trpc') ? { 'x-time-zone': 'Europe/Tallinn' } : {}),
              ...(s.body ? { 'content-type': 'application/json' } : {}),
            },
            ...(s.body ? { body: s.body(l) } : {}),
          };
        },
      },
    ],
  });
}

/**
 * Opens every learner's daily session as /study does (its first opening plans it) and notes its id, which a study
 * answer updates.
 */
async function openStudySessions(port: number, learners: Learner[]): Promise<void> {
  const open = async (l: Learner) => {
    const r = await fetch(`http://127.0.0.1:${port}/trpc/study.openPlanned?batch=1`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${l.token}`,
        'content-type': 'application/json',
        'x-time-zone': 'Europe/Tallinn',
      },
      body: JSON.stringify({ 0: { sessionType: 'MIXED' } }),
    });
    const [answer] = (await r.json()) as [{ result?: { data: { session: { id: number } | null } } }];
    l.sessionId = answer.result?.data.session?.id;
    if (l.sessionId === undefined)
      throw new Error(`study.openPlanned gave learner ${l.id} no session (${r.status})`);
  };
  for (let i = 0; i < learners.length; i += connections)
    await Promise.all(learners.slice(i, i + connections).map(open));
}

async function explain(db: Db, learner: Learner, now: Date, today: string): Promise<string> {
  const q = dailySessionQuery({ userId: learner.id, now, today, limit: 50, newWordQuota: 10, level: 'A0' });
  const r = await db.executeQuery<{ 'QUERY PLAN': string }>(
    CompiledQuery.raw(`explain (analyze, buffers, costs off) ${q.sql}`, [...q.parameters]),
  );
  return `${q.sql.replace(/\n\s+/g, '\n  ').trim()}\n\n${r.rows.map((x) => x['QUERY PLAN']).join('\n')}`;
}

const reseed = process.env.BENCH_RESEED === '1' || process.argv.includes('--reseed');
await ensureDatabase(reseed);
const handle = await createDb({ databaseUrl: url, poolSize: 4 });
let server: ChildProcess | undefined;
try {
  await migrateToLatest(handle.db);
  const today = localDateOf(new Date(), 'Europe/Tallinn');
  if (await isSeeded(handle.db)) log('database already seeded (BENCH_RESEED=1 to start again)');
  else {
    log('seeding …');
    await seed(handle.db, today, log);
  }
  const counts = await sql<{ learners: number; cards: number; rows: number; grammar: number }>`
    select (select count(*)::int from users) as learners, (select count(*)::int from vocabulary_cards) as cards,
           (select count(*)::int from user_vocabulary_cards) as rows,
           (select count(*)::int from grammar_exercises) as grammar`.execute(handle.db);
  const c = counts.rows[0]!;
  const version = (await sql<{ v: string }>`select current_setting('server_version') as v`.execute(handle.db))
    .rows[0]!.v;
  const learners = await loadLearners(handle.db);

  const started = await startServer();
  server = started.child;
  await openStudySessions(started.port, learners);
  // BENCH_ONLY=daily measures only the endpoints whose name contains it (a quicker look while working on one, and a
  // CPU profile of only those); several names separated by commas measure each endpoint that contains any of them
  const only = process.env.BENCH_ONLY?.split(',');
  const [bareScenario, ...endpoints] = scenarios as [Scenario, ...Scenario[]];
  const measured = endpoints.filter((x) => !only || only.some((o) => x.name.includes(o)));
  log(`app listening on ${started.port}; warming up …`);
  for (const s of [bareScenario, ...measured]) await run(started.port, s, learners, 3);

  // the machine may be shared: each endpoint is measured in pairs of runs, each right after a bare-route run, and its
  // ratio is the median of the pairs' ratios (the range is printed too); CPU per request (from /proc) is reported as
  // well, as it depends far less on other load
  const vacuumBetweenPairs = !(await autovacuumOn(handle.db));
  if (vacuumBetweenPairs)
    log(
      `autovacuum is off on this server: the bench vacuums ${REVIEWED_TABLES.join(' and ')} before each pair of runs`,
    );
  const load0 = loadavg();
  const rows: string[] = [];
  const bares: Measured[] = [];
  const vacuumed: Vacuumed[] = [];
  let allMet = true;
  for (const s of measured) {
    log(
      `measuring ${s.name}: ${pairs} × (${bareScenario.name}, then it), ${duration} s each, ${connections} connections …`,
    );
    const mine: Measured[] = [];
    const adjacent: Measured[] = [];
    const ratios: number[] = [];
    for (let i = 0; i < pairs; i++) {
      if (vacuumBetweenPairs) vacuumed.push(await vacuumReviewed(handle.db));
      const bare = await measure(handle.db, server, started.port, bareScenario, learners, duration);
      const m = await measure(handle.db, server, started.port, s, learners, duration);
      adjacent.push(bare);
      mine.push(m);
      ratios.push(m.result.requests.average / bare.result.requests.average);
    }
    bares.push(...adjacent);
    const e = summarise(mine);
    const ratio = median(ratios);
    const met = ratio >= (s.target ?? 0.5) && e.p99 <= 50;
    allMet &&= met;
    rows.push(
      `| ${s.name} | ${Math.round(e.reqPerSec)} | ${e.p50} | ${e.p99} | ${Math.round(summarise(adjacent).reqPerSec)} | ${ratio.toFixed(2)} (${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}) | ${e.serverMsPerReq.toFixed(2)} | ${e.pgMsPerReq.toFixed(2)} | ${e.generatorMsPerReq.toFixed(2)} | ${describeBatches(e.batches)} | ${e.failed} | ${met ? 'yes' : 'no'} |`,
    );
  }
  const b = summarise(bares);
  rows.unshift(
    `| ${bareScenario.name}, all ${bares.length} runs | ${Math.round(b.reqPerSec)} | ${b.p50} | ${b.p99} | — | 1.00 | ${b.serverMsPerReq.toFixed(2)} | ${b.pgMsPerReq.toFixed(2)} | ${b.generatorMsPerReq.toFixed(2)} | — | ${b.failed} | — |`,
  );
  const load1 = loadavg();
  const table = [
    `Keelerada benchmark — ${new Date().toISOString()}`,
    `Postgres ${version}; ${c.learners} users, ${c.cards} vocabulary cards, ${c.rows} learner-card rows, ${c.grammar} grammar exercises`,
    `Node ${process.version}, ${cpus().length} CPU(s) (${cpus()[0]?.model ?? 'unknown'}); app in a child process with a pool of 20; load generator, app and Postgres on the same machine`,
    `${connections} connections, ${duration} s per run, ${pairs} pairs of runs per endpoint; load average before ${load0.map((x) => x.toFixed(1)).join(' / ')}, after ${load1.map((x) => x.toFixed(1)).join(' / ')}`,
    vacuumBetweenPairs
      ? `autovacuum off on this server: ${REVIEWED_TABLES.join(' and ')} vacuumed before each pair, outside the measured runs (${describeVacuums(vacuumed)})`
      : 'autovacuum on: the server vacuums during the runs',
    '',
    '| endpoint | req/s | p50 ms | p99 ms (worst run) | adjacent bare req/s | ratio to bare: median (range) | app CPU ms/req | Postgres CPU ms/req | load generator CPU ms/req | jobs per batched statement | non-2xx/errors | target met (ratio ≥ 0.5, three calls in one request ≥ 0.3; p99 ≤ 50 ms) |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|:---:|',
    ...rows,
  ].join('\n');
  log(`\n${table}\n`);
  log(allMet ? 'every endpoint met the target' : 'NOT every endpoint met the target (see the table)');
  log('');

  const sample = learners[0]!;
  log('EXPLAIN (ANALYZE, BUFFERS) of the daily-session query for one learner:\n');
  log(await explain(handle.db, sample, new Date(), today));
} finally {
  server?.kill('SIGTERM');
  await handle.close();
}
