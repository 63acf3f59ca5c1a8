// PostgreSQL being away (restart, failover, network): the socket's errors, pg's own, and the server's
// codes for a shutdown or a start in progress (class 08 and 57P01-57P03).
const socketCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  '57P01',
  '57P02',
  '57P03',
]);
const pgMessages =
  /Connection terminated|connection error|timeout exceeded when trying to connect|Client was closed/i;

/** Whether an error (or one of its causes) says the database cannot be reached right now. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (socketCodes.has(code) || code.startsWith('08'))) return true;
    if (pgMessages.test(e.message)) return true;
  }
  return false;
}
