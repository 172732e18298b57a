import { readFile, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import {
  canonicalCsvHeader,
  csvRowToCard,
  type ImportSkippedRow,
  importChunks,
  missingRequiredColumns,
  VOCABULARY_CSV_COLUMNS,
} from '@keelerada/domain';
import Papa from 'papaparse';
import { type AdminClient, createAdminClient, toCliError } from './client.ts';
import { CliError, EXIT, type ExitCode } from './exit-codes.ts';
import { progressBar } from './progress.ts';

export const IMPORT_CHUNK = 1000;
export const DEFAULT_URL = 'http://localhost:3000';

export const HELP = `Keelerada admin CLI — calls the server's admin procedures with an admin API token.

Usage: npm run cli -- <command> [options]

Commands
  import-cards <file.csv>     Import vocabulary cards from a CSV in the template format
                              (${VOCABULARY_CSV_COLUMNS.join(',')}).
                              Sent in chunks of ${IMPORT_CHUNK} rows with a progress bar on stderr; prints the
                              totals, "Row N: error" for rejected rows and "Row N: Skipped: ..." for
                              duplicates whose values differ (not imported). N is the row as a spreadsheet
                              shows it: the header is row 1, the first card row 2, blank lines count.
  sync-users [--user EMAIL]   Give learners the VALID cards of their level they lack (all users, or one).
  stats                       Vocabulary statistics and weekly usage.
  export-cards [--out FILE]   Every card as CSV, in the import format, to FILE or stdout
                              (npm run -s cli -- export-cards > cards.csv; -s keeps npm's banner out).
  create-token --name NAME    Create another admin API token (printed once).
  dev-token --email EMAIL     Local development only: sign in as an admin with the server's local sign-in and
                              print a new admin API token.
  help                        This text.

Options
  --token TOKEN   Admin API token (default: $KEELERADA_TOKEN)
  --url URL       Server (default: $KEELERADA_URL or ${DEFAULT_URL})

The server's REST API is described at <url>/api/docs (OpenAPI 3.1: <url>/api/openapi.json).

Exit codes
  0  ok
  1  usage error or bad file (unreadable, not a vocabulary CSV, or rows the server rejected; the others are imported)
  2  authentication failed (no token, unknown/expired/revoked token, or not an admin)
  3  server unreachable
  4  server error (including a sync in which some users failed)
`;

export interface CliDeps {
  env: Record<string, string | undefined>;
  stdout: { write(s: string): unknown };
  stderr: { write(s: string): unknown; isTTY?: boolean };
  readFile: (path: string) => Promise<string>;
  writeFile: (path: string, text: string) => Promise<void>;
  fetch?: typeof fetch;
}

export function defaultDeps(): CliDeps {
  return {
    env: process.env,
    stdout: process.stdout,
    stderr: process.stderr,
    readFile: (p) => readFile(p, 'utf8'),
    writeFile: (p, text) => writeFile(p, text, 'utf8'),
  };
}

interface Parsed {
  command: string | undefined;
  positionals: string[];
  values: {
    token?: string;
    url?: string;
    user?: string;
    email?: string;
    name?: string;
    out?: string;
    help?: boolean;
  };
}

function parse(argv: string[]): Parsed {
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        token: { type: 'string' },
        url: { type: 'string' },
        user: { type: 'string' },
        email: { type: 'string' },
        name: { type: 'string' },
        out: { type: 'string', short: 'o' },
        help: { type: 'boolean', short: 'h' },
      },
    });
    return { command: positionals[0], positionals: positionals.slice(1), values };
  } catch (e) {
    throw new CliError(EXIT.USAGE, `${(e as Error).message}\nRun "npm run cli -- help" for usage.`);
  }
}

const usage = (message: string) =>
  new CliError(EXIT.USAGE, `${message}\nRun "npm run cli -- help" for usage.`);

/** Runs one CLI command; returns the exit code (never throws, never calls process.exit). */
export async function run(argv: string[], deps: CliDeps = defaultDeps()): Promise<ExitCode> {
  let url = deps.env.KEELERADA_URL || DEFAULT_URL;
  try {
    const args = parse(argv);
    url = args.values.url || url;
    if (args.values.help || args.command === 'help') {
      deps.stdout.write(HELP);
      return EXIT.OK;
    }
    if (!args.command) {
      deps.stderr.write(HELP);
      return EXIT.USAGE;
    }
    const commands: Record<string, () => Promise<ExitCode>> = {
      'import-cards': () => importCards(args, deps, url),
      'sync-users': () => syncUsers(args, deps, url),
      stats: () => stats(args, deps, url),
      'export-cards': () => exportCards(args, deps, url),
      'create-token': () => createToken(args, deps, url),
      'dev-token': () => devToken(args, deps, url),
    };
    const command = commands[args.command];
    if (!command) throw usage(`Unknown command "${args.command}".`);
    return await command();
  } catch (e) {
    const err = toCliError(e, url);
    deps.stderr.write(`Error: ${err.message}\n`);
    return err.exitCode;
  }
}

function client(args: Parsed, deps: CliDeps, url: string): AdminClient {
  const token = args.values.token || deps.env.KEELERADA_TOKEN;
  if (!token)
    throw new CliError(
      EXIT.AUTH,
      'No token: set KEELERADA_TOKEN or pass --token (an admin API token; "dev-token" makes one on a local server).',
    );
  return createAdminClient({ url, token, ...(deps.fetch ? { fetch: deps.fetch } : {}) });
}

/**
 * Reads a vocabulary CSV into the cards the import sends (§5: cells trimmed, empty cells omitted, headers matched as
 * the browser matches them), each with its row as a spreadsheet shows it (the header is row 1, blank lines count),
 * the numbers the browser's import uses too (issue #20).
 */
export function readVocabularyCsv(text: string): { cards: Record<string, unknown>[]; rows: number[] } {
  // blank lines are parsed (and dropped below) so every record keeps its spreadsheet row number
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: false,
    transformHeader: canonicalCsvHeader,
  });
  const missing = missingRequiredColumns(parsed.meta.fields ?? []);
  if (missing.length)
    throw new CliError(
      EXIT.USAGE,
      `Not a vocabulary CSV: the header row lacks ${missing.join(', ')}. The columns are: ${VOCABULARY_CSV_COLUMNS.join(',')}`,
    );
  const numbered = parsed.data
    .map((row, i) => ({ card: csvRowToCard(row) as Record<string, unknown>, row: i + 2 }))
    .filter((r) => Object.keys(r.card).length > 0);
  if (numbered.length === 0) throw new CliError(EXIT.USAGE, 'No valid cards found in the CSV file');
  return { cards: numbered.map((r) => r.card), rows: numbered.map((r) => r.row) };
}

const byRow = (a: { row: number }, b: { row: number }) => a.row - b.row;

async function importCards(args: Parsed, deps: CliDeps, url: string): Promise<ExitCode> {
  const file = args.positionals[0];
  if (!file) throw usage('import-cards needs a CSV file: npm run cli -- import-cards cards.csv');
  let text: string;
  try {
    text = await deps.readFile(file);
  } catch (e) {
    throw new CliError(
      EXIT.USAGE,
      `Cannot read ${file}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`,
    );
  }
  const { cards, rows } = readVocabularyCsv(text);
  const api = client(args, deps, url);
  const bar = progressBar(deps.stderr, cards.length, 'Importing');
  const totals = {
    created: 0,
    skipped: 0,
    errors: [] as { row: number; error: string }[],
    differing: [] as ImportSkippedRow[],
  };
  bar.update(0);
  // the file's chunks are one import batch (issue #20): the first request opens it, the others join it
  let importBatchId: number | undefined;
  const fileName = file.split(/[\\/]/).pop() ?? file;
  let done = 0;
  try {
    // a row repeating an earlier row's word, form and context goes with it (reported as its repeat, and how it differs)
    for (const part of importChunks(cards, rows, IMPORT_CHUNK)) {
      const r = await api.admin.vocabulary.batchImport.mutate({
        cards: part.cards,
        rows: part.rows,
        ...(importBatchId ? { importBatchId } : { fileName }),
      });
      importBatchId ??= r.importBatchId;
      totals.created += r.created;
      totals.skipped += r.skipped;
      totals.errors.push(...r.errors);
      totals.differing.push(...(r.skippedRows ?? []).filter((x) => x.differs?.length));
      done += part.cards.length;
      bar.update(done);
    }
  } catch (e) {
    bar.done();
    if (totals.created + totals.skipped > 0)
      deps.stderr.write(`Stopped after ${totals.created} created and ${totals.skipped} skipped cards.\n`);
    throw e;
  }
  bar.done();
  deps.stdout.write(
    `Created: ${totals.created}\nSkipped (duplicates): ${totals.skipped}\n${
      totals.differing.length
        ? `Skipped with other values (not imported; edit those cards to change them): ${totals.differing.length}\n`
        : ''
    }Errors: ${totals.errors.length}\n`,
  );
  for (const e of totals.errors.sort(byRow)) deps.stdout.write(`Row ${e.row}: ${e.error}\n`);
  for (const d of totals.differing.sort(byRow)) deps.stdout.write(`Row ${d.row}: ${d.error}\n`);
  return totals.errors.length ? EXIT.USAGE : EXIT.OK;
}

async function syncUsers(args: Parsed, deps: CliDeps, url: string): Promise<ExitCode> {
  const api = client(args, deps, url);
  const email = args.values.user?.trim();
  if (email) {
    const found = await api.admin.users.list.query({ search: email, limit: 100 });
    const user = found.users.find((u) => u.email.toLowerCase() === email.toLowerCase());
    if (!user) throw usage(`No user with the email ${email}.`);
    const r = await api.admin.users.syncVocabularyCards.mutate({ userId: user.id });
    deps.stdout.write(`${r.message}\n+${r.syncedCards} new cards, ${r.totalCardsAfterSync} cards in total\n`);
    for (const c of r.syncedCardsSample) deps.stdout.write(`  ${c.word} (${c.form})\n`);
    return EXIT.OK;
  }
  deps.stderr.write('Syncing all users…\n');
  const r = await api.admin.users.syncAllVocabularyCards.mutate();
  deps.stdout.write(
    `${r.message}\n${r.syncedUsers} / ${r.totalUsers} users updated, ${r.totalSyncedCards} cards synced\n`,
  );
  const failed = r.results.filter((x) => !x.success);
  if (failed.length) {
    deps.stdout.write('Failed syncs:\n');
    for (const f of failed) deps.stdout.write(`  ${f.user.name} <${f.user.email}>: ${f.error}\n`);
    return EXIT.SERVER;
  }
  return EXIT.OK;
}

async function stats(args: Parsed, deps: CliDeps, url: string): Promise<ExitCode> {
  const api = client(args, deps, url);
  const [s, a] = await Promise.all([api.admin.stats.query(), api.admin.analytics.query()]);
  const v = s.vocabularyCards;
  deps.stdout.write(
    [
      'Vocabulary cards',
      `  total             ${v.total}`,
      `  reviewed          ${v.reviewed} (${v.reviewProgress}%)`,
      `  unreviewed        ${v.unreviewed}`,
      `  valid             ${v.valid}`,
      `  invalid           ${v.invalid}`,
      `  needs attention   ${v.needsAttention}`,
      `  spelling warnings ${v.spellingWarnings}`,
      `Users (last ${a.period.days} days)`,
      `  total             ${a.userMetrics.totalUsers}`,
      `  sign-ups          ${a.userMetrics.weeklySignups}`,
      `  active            ${a.userMetrics.activeUsers}`,
      `Study sessions (last ${a.period.days} days)`,
      `  started           ${a.sessionMetrics.sessionsStarted}`,
      `  completed         ${a.sessionMetrics.sessionsCompleted} (${a.sessionMetrics.completionRate}%)`,
      '',
    ].join('\n'),
  );
  return EXIT.OK;
}

async function exportCards(args: Parsed, deps: CliDeps, url: string): Promise<ExitCode> {
  const api = client(args, deps, url);
  const file = await api.admin.vocabulary.exportCsv.query();
  if (args.values.out) {
    try {
      await deps.writeFile(args.values.out, file.csv);
    } catch (e) {
      throw new CliError(
        EXIT.USAGE,
        `Cannot write ${args.values.out}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`,
      );
    }
  } else deps.stdout.write(file.csv);
  deps.stderr.write(`Exported ${file.count} cards${args.values.out ? ` to ${args.values.out}` : ''}.\n`);
  return EXIT.OK;
}

async function createToken(args: Parsed, deps: CliDeps, url: string): Promise<ExitCode> {
  const name = args.values.name?.trim();
  if (!name) throw usage('create-token needs --name NAME.');
  const api = client(args, deps, url);
  const r = await api.admin.apiTokens.create.mutate({ name });
  deps.stdout.write(`${r.token}\n`);
  deps.stderr.write(
    `Created API token "${r.apiToken.name}" (id ${r.apiToken.id}, expires ${r.apiToken.expires_at ?? 'never'}). It is shown only once.\n`,
  );
  return EXIT.OK;
}

async function devToken(args: Parsed, deps: CliDeps, url: string): Promise<ExitCode> {
  const email = args.values.email?.trim();
  if (!email) throw usage('dev-token needs --email EMAIL.');
  const doFetch = deps.fetch ?? fetch;
  const res = await doFetch(`${url.replace(/\/$/, '')}/auth/dev-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, admin: true }),
    signal: AbortSignal.timeout(30_000),
  });
  if (res.status === 404)
    throw new CliError(
      EXIT.AUTH,
      'This server has no local sign-in (AUTH_DEV_LOGIN is off); create a token in the admin app.',
    );
  const body = (await res.json().catch(() => ({}))) as { token?: string; error?: string };
  if (!res.ok || !body.token)
    throw new CliError(
      res.status >= 500 ? EXIT.SERVER : EXIT.AUTH,
      `Local sign-in failed: ${body.error ?? `HTTP ${res.status}`}`,
    );
  return createToken(
    { ...args, values: { ...args.values, token: body.token, name: args.values.name || `cli (${email})` } },
    deps,
    url,
  );
}
