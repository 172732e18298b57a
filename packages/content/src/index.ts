export * from './loader/content-hash.ts';
export * from './loader/load-pack.ts';
export * from './pack/paths.ts';
export * from './pack/read-pack.ts';
