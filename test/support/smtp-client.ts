// Moved to scripts/lib/smtp-client.ts, which the tests and the scripts share (scripts must not import
// test code). This re-export stays only until scripts/simulate/live-driver.ts imports it from there.
export { sendMail, type SmtpExchange, type SmtpReply } from '../../scripts/lib/smtp-client.js';
