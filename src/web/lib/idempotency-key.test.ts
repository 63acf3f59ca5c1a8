import { describe, expect, it } from 'vitest';
import { idempotencyKeyPattern } from '../../domain/hold-limits';
import { newIdempotencyKey } from './idempotency-key';

describe('newIdempotencyKey', () => {
  it('makes a key the server accepts, a new one each time', () => {
    const keys = Array.from({ length: 50 }, newIdempotencyKey);
    for (const key of keys) expect(key).toMatch(idempotencyKeyPattern);
    expect(new Set(keys).size).toBe(50);
  });
});
