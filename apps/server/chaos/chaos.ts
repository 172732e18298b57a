// npm run chaos — the outage scenario of issue #14 against a running server (not part of npm test).
// BASE_URL (default http://localhost:3000) must run with DATABASE_URL; CHAOS_DATABASE_URL is the same database, used
// to terminate the server's connections. Prints requests by status during and after, time to recover, writes
// acknowledged vs found.
import { createDb } from '@keelerada/db';
import { sql } from 'kysely';

const base = process.env.BASE_URL ?? 'http://localhost:3000';
const dbUrl = process.env.CHAOS_DATABASE_URL ?? process.env.DATABASE_URL;
if (!dbUrl) throw new Error('set CHAOS_DATABASE_URL to the server’s database');
const LEARNERS = 8;
const KILLS = 5;

async function login(email: string): Promise<string> {
  const r = await fetch(`${base}/auth/dev-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  if (r.status !== 200) throw new Error(`sign-in failed: ${r.status}`);
  return ((await r.json()) as { token: string }).token;
}

// one connection of its own (pool of 1): it survives its own terminations
const admin = await createDb({ databaseUrl: dbUrl, poolSize: 1, preparedStatements: false });
async function terminate(): Promise<number> {
  const r = await sql<{ n: number }>`select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
    where datname = current_database() and pid <> pg_backend_pid()`.execute(admin.db);
  return r.rows[0]?.n ?? 0;
}

const run = Date.now().toString(36);
const emails = Array.from({ length: LEARNERS }, (_, i) => `chaos-${run}-${i}@example.ee`);
const tokens = await Promise.all(emails.map(login));
const phase = { name: 'during' as 'during' | 'after' };
const counts: Record<string, Record<number, number>> = { during: {}, after: {} };
let acked = 0;
let unknown = 0;
let writing = true;
const writer = async (token: string) => {
  while (writing) {
    let status = 0;
    try {
      const r = await fetch(`${base}/api/study/exercise-attempts`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ activityType: 'vocabulary', userAnswer: 'chaos', isCorrect: true }),
      });
      status = r.status;
      await r.arrayBuffer();
    } catch {
      status = 0; // connection refused: the process is gone
    }
    const c = counts[phase.name]!;
    c[status] = (c[status] ?? 0) + 1;
    if (status >= 200 && status < 300) acked++;
    else if (status === 503 || status === 0) unknown++;
  }
};
const writers = tokens.map(writer);
let killed = 0;
for (let k = 0; k < KILLS; k++) {
  await new Promise((r) => setTimeout(r, 300));
  killed += await terminate();
}
const lastKill = Date.now();
let recoveredMs = -1;
while (Date.now() - lastKill < 10_000) {
  const r = await fetch(`${base}/readyz`).catch(() => null);
  if (r?.status === 200) {
    recoveredMs = Date.now() - lastKill;
    break;
  }
  await new Promise((res) => setTimeout(res, 10));
}
phase.name = 'after';
await new Promise((r) => setTimeout(r, 2000));
writing = false;
await Promise.all(writers);
const alive = (await fetch(`${base}/healthz`).catch(() => null))?.status === 200;
const found =
  (
    await sql<{
      n: number;
    }>`select count(*)::int as n from exercise_attempts a join users u on u.id = a.user_id
      where u.email like ${`chaos-${run}-%`}`.execute(admin.db)
  ).rows[0]?.n ?? 0;
await admin.close();
console.log(
  JSON.stringify(
    {
      connectionsTerminated: killed,
      rounds: KILLS,
      statusDuringOutage: counts.during,
      statusAfter: counts.after,
      recoveredMsAfterLastKill: recoveredMs,
      processAlive: alive,
      writesAcknowledged: acked,
      writesUnknown503: unknown,
      other4xx: Object.entries({ ...counts.during, ...counts.after }).some(([s]) => s.startsWith('4')),
      writesFound: found,
      consistent: found >= acked && found <= acked + unknown,
    },
    null,
    2,
  ),
);
