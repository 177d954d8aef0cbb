/**
 * The name of the chunk that brings remote routes their code (remote-route-code.ts). The build
 * lists its scripts for the entry (webpack.config.ts, `chunkGroupUrls`), which preloads them on a
 * remote's route (index.ts). Its one `import()` (load-remote-route-code.ts) must spell the name
 * in a comment, which cannot read a constant: load-remote-route-code.test.ts checks the two agree.
 * No imports here: the entry and the webpack config read this file.
 */
export const REMOTE_ROUTE_CHUNK = 'remote-route';
