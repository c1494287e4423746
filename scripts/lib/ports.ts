// A port free right now, for scripts and tests: the same helper the embedded dev server uses.
export { freePort } from '../../src/temporal/dev-server.js';
