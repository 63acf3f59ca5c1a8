import type { Clock } from '../../clock';

/**
 * Counts password attempts per key in a sliding minute (per account and per IP). An attempt is
 * reserved before the password is verified, in one synchronous step, so parallel guesses cannot all
 * pass the check while the first verification runs; a success takes its attempt back. In memory: it
 * protects one server process; several processes each keep their own count.
 */
export class LoginThrottle {
  private attempts = new Map<string, number[]>();

  constructor(
    private readonly clock: Clock,
    private readonly limits: { perAccount: number; perIp: number; windowMs: number } = {
      perAccount: 5,
      perIp: 20,
      windowMs: 60_000,
    },
  ) {}

  private recent(key: string): number[] {
    const since = this.clock.now().getTime() - this.limits.windowMs;
    const list = (this.attempts.get(key) ?? []).filter((t) => t > since);
    if (list.length) this.attempts.set(key, list);
    else this.attempts.delete(key);
    return list;
  }

  /** Counts one attempt as failed until it succeeds; false, counting nothing, when a limit is reached. */
  reserve(email: string, ip: string): boolean {
    const accountKey = `a:${email}`;
    const ipKey = `i:${ip}`;
    if (
      this.recent(accountKey).length >= this.limits.perAccount ||
      this.recent(ipKey).length >= this.limits.perIp
    ) {
      return false;
    }
    const at = this.clock.now().getTime();
    for (const key of [accountKey, ipKey]) this.attempts.set(key, [...this.recent(key), at]);
    return true;
  }

  /** The right password: the account starts afresh and the attempt no longer counts against the IP. */
  recordSuccess(email: string, ip: string): void {
    this.attempts.delete(`a:${email}`);
    const ipAttempts = this.recent(`i:${ip}`);
    ipAttempts.pop();
    if (ipAttempts.length) this.attempts.set(`i:${ip}`, ipAttempts);
    else this.attempts.delete(`i:${ip}`);
  }
}
