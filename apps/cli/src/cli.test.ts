import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeDb } from '@keelerada/db/testing';
import { buildApp, loadConfig } from '@keelerada/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CliDeps, HELP, run } from './cli.ts';
import { EXIT } from './exit-codes.ts';

const repoRoot = join(import.meta.dirname, '../../..');
const packA0 = join(repoRoot, 'packages/content/data/vocabulary/A0.csv');
const tmp = mkdtempSync(join(tmpdir(), 'keelerada-cli-'));

/** Runs the CLI in-process with captured output. */
async function cli(argv: string[], env: Record<string, string | undefined> = {}) {
  let stdout = '';
  let stderr = '';
  const deps: CliDeps = {
    env,
    stdout: { write: (s: string) => (stdout += s) },
    stderr: { write: (s: string) => (stderr += s), isTTY: false },
    readFile: async (p) => readFileSync(p, 'utf8'),
    writeFile: async (p, text) => writeFileSync(p, text),
  };
  const code = await run(argv, deps);
  return { code, stdout, stderr };
}

/** Runs the real CLI process (`node --import tsx apps/cli/src/main.ts`), as `npm run cli` does. */
function spawnCli(argv: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/cli/src/main.ts', ...argv], {
      cwd: repoRoot,
      env: { PATH: process.env.PATH ?? '', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

async function closedPort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', () => r()));
  const { port } = s.address() as AddressInfo;
  await new Promise((r) => s.close(r));
  return port;
}

describe('CLI usage', () => {
  it('prints help with the exit codes', async () => {
    const r = await cli(['help']);
    expect(r.code).toBe(EXIT.OK);
    expect(r.stdout).toBe(HELP);
    expect(r.stdout).toMatch(/3 {2}server unreachable/);
  });

  it.each([
    [[], /Usage: npm run cli/],
    [['frobnicate'], /Unknown command "frobnicate"/],
    [['stats', '--colour'], /Unknown option '--colour'/],
    [['import-cards'], /import-cards needs a CSV file/],
    [['import-cards', join(tmp, 'missing.csv')], /Cannot read .*missing\.csv: ENOENT/],
    [['sync-users', '--user'], /--user/],
  ])('exits 1 on a usage error: %j', async (argv, message) => {
    const r = await cli(argv, { KEELERADA_TOKEN: 'x' });
    expect(r.code).toBe(EXIT.USAGE);
    expect(r.stderr).toMatch(message);
  });

  it('exits 1 on a file that is not a vocabulary CSV', async () => {
    const file = join(tmp, 'notes.csv');
    writeFileSync(file, 'name,phone\nMari,555\n');
    const r = await cli(['import-cards', file], { KEELERADA_TOKEN: 'x' });
    expect(r.code).toBe(EXIT.USAGE);
    expect(r.stderr).toMatch(/Not a vocabulary CSV: the header row lacks word, wordType/);
    const empty = join(tmp, 'empty.csv');
    writeFileSync(
      empty,
      'word,wordType,translation,definition,level,practiceContext,practiceContextTranslation,form\n',
    );
    expect((await cli(['import-cards', empty], { KEELERADA_TOKEN: 'x' })).stderr).toMatch(
      /No valid cards found/,
    );
  });

  it('exits 2 without a token', async () => {
    const r = await cli(['stats']);
    expect(r.code).toBe(EXIT.AUTH);
    expect(r.stderr).toMatch(/No token: set KEELERADA_TOKEN or pass --token/);
  });

  it('exits 3 when the server is unreachable', async () => {
    const port = await closedPort();
    const r = await cli(['stats', '--url', `http://127.0.0.1:${port}`, '--token', 'x']);
    expect(r.code).toBe(EXIT.UNREACHABLE);
    expect(r.stderr).toMatch(
      new RegExp(`Cannot reach the server at http://127.0.0.1:${port} \\(ECONNREFUSED\\)`),
    );
  });

  describe('against a server that fails', () => {
    let server: Server;
    let url = '';
    beforeAll(async () => {
      server = createServer((_req, res) => {
        res.writeHead(500, { 'content-type': 'text/plain' });
        res.end('Internal Server Error');
      });
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise((r) => server.close(r)));

    it('exits 4 on a server error', async () => {
      const r = await cli(['stats'], { KEELERADA_URL: url, KEELERADA_TOKEN: 'x' });
      expect(r.code).toBe(EXIT.SERVER);
      expect(r.stderr).toMatch(/^Error: The server/);
    });
  });
});

describeDb('CLI against a running server', (t) => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  let url = '';
  let token = '';
  const env = () => ({ KEELERADA_URL: url, KEELERADA_TOKEN: token });

  beforeAll(async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      AUTH_DEV_LOGIN: '1',
      SERVE_APPS: '0',
      RATE_LIMIT_AUTH_PER_MINUTE: '10000',
    });
    app = await buildApp({ config, db: t.handle });
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await app?.close();
  });

  it('makes an admin API token with dev-token (local sign-in)', async () => {
    const r = await cli(['dev-token', '--email', 'ops@example.ee'], { KEELERADA_URL: url });
    expect(r.code, r.stderr).toBe(EXIT.OK);
    token = r.stdout.trim();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(r.stderr).toMatch(/Created API token "cli \(ops@example\.ee\)".*shown only once/);
    const row = await t.db
      .selectFrom('auth_tokens')
      .selectAll()
      .where('kind', '=', 'api')
      .executeTakeFirstOrThrow();
    expect(row.token_hash).not.toBe(token);
  });

  it('exits 2 for an unknown token and for a learner', async () => {
    const bad = await cli(['stats'], { KEELERADA_URL: url, KEELERADA_TOKEN: 'not-a-token' });
    expect(bad.code).toBe(EXIT.AUTH);
    expect(bad.stderr).toMatch(/Authentication failed/);
    const res = await app.inject({
      method: 'POST',
      url: '/auth/dev-login',
      payload: { email: 'pupil@example.ee' },
    });
    const learner = await cli(['stats'], { KEELERADA_URL: url, KEELERADA_TOKEN: res.json().token });
    expect(learner.code).toBe(EXIT.AUTH);
    expect(learner.stderr).toMatch(/not an admin/);
  });

  it("imports the content pack's vocabulary CSV (a real process), then stats prints the new totals", async () => {
    const rows = readFileSync(packA0, 'utf8').trim().split('\n').length - 1;
    const r = await spawnCli(['import-cards', packA0], env());
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toBe(`Created: ${rows}\nSkipped (duplicates): 0\nErrors: 0\n`);
    expect(r.stderr).toMatch(new RegExp(`Importing \\[#{30}\\] ${rows}/${rows} \\(100%\\)`));
    const s = await spawnCli(['stats'], env());
    expect(s.code, s.stderr).toBe(0);
    expect(s.stdout).toMatch(new RegExp(`total +${rows}\\n`));
    expect(s.stdout).toMatch(new RegExp(`unreviewed +${rows}\\n`));
  });

  it('sends big files in chunks of 1,000 with progress, numbering rejected rows as a spreadsheet does', async () => {
    const header =
      'word,wordType,translation,definition,level,practiceContext,practiceContextTranslation,form,caseForm,verbForm,frequencyRank';
    const lines = Array.from({ length: 2500 }, (_, i) =>
      i === 1499
        ? `,NOUN,nothing,,A0,See on ___.,It is.,x,,,`
        : `sõna${i},NOUN,"word, number ${i}",,A0,"Siin on ___, number ${i}.",Here it is.,sõna${i},,,${i + 1}`,
    );
    const file = join(tmp, 'big.csv');
    writeFileSync(file, `${header}\n${lines.join('\n')}\n`);
    const r = await cli(['import-cards', file], env());
    expect(r.code).toBe(EXIT.USAGE);
    expect(r.stdout).toBe(
      'Created: 2499\nSkipped (duplicates): 0\nErrors: 1\nRow 1501: Estonian word is required\n',
    );
    expect(r.stderr.trim().split('\n')).toEqual([
      `Importing [${'-'.repeat(30)}] 0/2500 (0%)`,
      `Importing [${'#'.repeat(12)}${'-'.repeat(18)}] 1000/2500 (40%)`,
      `Importing [${'#'.repeat(24)}${'-'.repeat(6)}] 2000/2500 (80%)`,
      `Importing [${'#'.repeat(30)}] 2500/2500 (100%)`,
    ]);
    const again = await cli(['import-cards', file], env());
    expect(again.stdout).toMatch(/^Created: 0\nSkipped \(duplicates\): 2499\n/);
  });

  it('numbers rows as the browser and a spreadsheet do (header = row 1, blank lines count) and says which duplicates differ', async () => {
    const header =
      'word,wordType,translation,definition,level,practiceContext,practiceContextTranslation,form,caseForm,verbForm,frequencyRank';
    const file = join(tmp, 'errors.csv');
    writeFileSync(
      file,
      [
        header,
        'rida,NOUN,line,,A0,See on ___.,It is a line.,rida,,,',
        'viga,NOUN,,,A0,See on ___.,It is a mistake.,viga,,,',
        '',
        'rida,NOUN,row,,A0,See on ___.,It is a line.,rida,,,',
        '',
      ].join('\n'),
    );
    const r = await cli(['import-cards', file], env());
    expect(r.code).toBe(EXIT.USAGE);
    expect(r.stdout).toBe(
      [
        'Created: 1',
        'Skipped (duplicates): 1',
        'Skipped with other values (not imported; edit those cards to change them): 1',
        'Errors: 1',
        // the browser says "Row 3: Translation is required" of this row too
        'Row 3: Translation is required',
        "Row 5: Skipped: the same word, form and practice context as row 2, with another translation ('row' here, row 2: 'line'). Only one card per word, form and practice context is imported: keep the row you want and delete the other.",
        '',
      ].join('\n'),
    );
    // an edited export: the stored card is not changed, and the CLI says so
    writeFileSync(file, `${header}\nrida,NOUN,row,,A0,See on ___.,It is a line.,rida,,,\n`);
    const again = await cli(['import-cards', file], env());
    expect(again.code).toBe(EXIT.OK);
    expect(again.stdout).toMatch(
      /\nRow 2: Skipped: a card with this word, form and practice context exists with another translation \('row' here, stored: 'line'\)\. An import does not change existing cards: edit that card to change it\.\n$/,
    );
    expect(HELP).toMatch(/the header is row 1, the first card row 2/);
  });

  it('exports every card as CSV that imports back as duplicates', async () => {
    const r = await spawnCli(['export-cards'], env());
    expect(r.code, r.stderr).toBe(0);
    // the server's file as it is: a UTF-8 BOM (for Excel) and the optional number and alternatives columns last
    expect(r.stdout.split(/\r?\n/)[0]).toBe(
      '\uFEFFword,wordType,translation,definition,level,practiceContext,practiceContextTranslation,form,caseForm,verbForm,frequencyRank,number,alternatives',
    );
    expect(r.stderr).toMatch(/Exported \d+ cards\./);
    const out = join(tmp, 'export.csv');
    const toFile = await cli(['export-cards', '--out', out], env());
    expect(toFile.code).toBe(EXIT.OK);
    expect(readFileSync(out, 'utf8')).toBe(r.stdout);
    const back = await cli(['import-cards', out], env());
    expect(back.code).toBe(EXIT.OK);
    expect(back.stdout).toMatch(/^Created: 0\n/);
  });

  it('syncs one user by email, and all users', async () => {
    await t.db
      .updateTable('vocabulary_cards')
      .set({ review_status: 'VALID' })
      .where('level', '=', 'A0')
      .execute();
    const one = await cli(['sync-users', '--user', 'PUPIL@example.ee'], env());
    expect(one.code, one.stderr).toBe(EXIT.OK);
    expect(one.stdout).toMatch(
      /^Synced \d+ new vocabulary cards to Demo Learner\n\+\d+ new cards, \d+ cards in total\n/,
    );
    const all = await cli(['sync-users'], env());
    expect(all.code).toBe(EXIT.OK);
    expect(all.stdout).toMatch(/\n2 \/ 2 users updated, \d+ cards synced\n$/);
    const nobody = await cli(['sync-users', '--user', 'nobody@example.ee'], env());
    expect(nobody.code).toBe(EXIT.USAGE);
    expect(nobody.stderr).toMatch(/No user with the email nobody@example\.ee/);
  });

  it('exits 2 once the token is revoked', async () => {
    const id = (
      await t.db.selectFrom('auth_tokens').select('id').where('kind', '=', 'api').executeTakeFirstOrThrow()
    ).id;
    await t.db.updateTable('auth_tokens').set({ revoked_at: new Date() }).where('id', '=', id).execute();
    const r = await spawnCli(['stats'], env());
    expect(r.code).toBe(EXIT.AUTH);
    expect(r.stderr).toMatch(/^Error: Authentication failed/);
  });
});
