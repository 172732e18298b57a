// The server as a library (tests of other packages, e.g. the CLI, start it in-process).
export { type BuildOptions, buildApp } from './app.ts';
export { loadConfig, type ServerConfig } from './config.ts';
