import { describe, expect, it } from 'vitest';
import { isRefusedStatement } from './statement-error.ts';

describe('isRefusedStatement', () => {
  it('accepts data exceptions, constraint violations, serialization failures and deadlocks', () => {
    for (const code of ['22003', '22P02', '23502', '23503', '23505', '40001', '40P01'])
      expect(isRefusedStatement(Object.assign(new Error('x'), { code }))).toBe(true);
  });

  it('refuses anything whose outcome may be unknown', () => {
    for (const e of [
      Object.assign(new Error('x'), { code: 'ECONNRESET' }),
      Object.assign(new Error('x'), { code: '57P01' }), // admin shutdown
      Object.assign(new Error('x'), { code: '08006' }), // connection failure
      new Error('Connection terminated unexpectedly'),
      null,
      undefined,
      'text',
    ])
      expect(isRefusedStatement(e)).toBe(false);
  });
});
