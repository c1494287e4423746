// Moved to scripts/lib/dns-server.ts, which the tests and the scripts share (scripts must not import
// test code). This re-export stays only until scripts/simulate/live-run.ts imports it from there.
export { startTxtServer, type TxtDnsServer as TestDnsServer } from '../../scripts/lib/dns-server.js';
