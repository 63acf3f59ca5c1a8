import type { Clock } from '../../clock';

/**
 * Counts failed logins per key in a sliding minute (per account and per IP). In memory: it
 * protects one server process; several processes each keep their own count.
 */
export class LoginThrottle {
  private failures = new Map<string, number[]>();

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
    const list = (this.failures.get(key) ?? []).filter((t) => t > since);
    if (list.length) this.failures.set(key, list);
    else this.failures.delete(key);
    return list;
  }

  isBlocked(email: string, ip: string): boolean {
    return (
      this.recent(`a:${email}`).length >= this.limits.perAccount ||
      this.recent(`i:${ip}`).length >= this.limits.perIp
    );
  }

  recordFailure(email: string, ip: string): void {
    const at = this.clock.now().getTime();
    for (const key of [`a:${email}`, `i:${ip}`]) this.failures.set(key, [...this.recent(key), at]);
  }

  recordSuccess(email: string): void {
    this.failures.delete(`a:${email}`);
  }
}
