import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's headers for `options`, worked out once at boot. They depend on the options only, so every
 * answer gets the same set; @fastify/helmet instead rebuilt helmet, parsing the whole CSP, on every
 * request (~2.5 % of the server's busy time in bench/booking.ts).
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: () => undefined,
  };
  let isDone = false;
  helmet(options)({} as never, response as never, (error?: unknown) => {
    if (error) throw error;
    isDone = true;
  });
  if (!isDone) throw new Error('helmet did not finish synchronously');
  return headers;
}
