export { type CliDeps, DEFAULT_URL, HELP, IMPORT_CHUNK, readVocabularyCsv, run } from './cli.ts';
export { createAdminClient, toCliError } from './client.ts';
export { CliError, EXIT, type ExitCode } from './exit-codes.ts';
