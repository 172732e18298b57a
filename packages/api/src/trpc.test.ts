import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError, UNAVAILABLE_MESSAGE } from './errors/app-error.ts';
import { toTRPCError } from './trpc.ts';

/** What tRPC hands a procedure's caller when its resolver or a middleware throws `cause`. */
const thrownByProcedure = (cause: unknown) =>
  new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: String(cause), cause });

describe('toTRPCError', () => {
  it("gives a service's AppError its catalogue code and message, also when tRPC has wrapped it", () => {
    for (const e of [
      new AppError('NOT_FOUND', 'No such reading text.'),
      thrownByProcedure(new AppError('NOT_FOUND', 'No such reading text.')),
    ]) {
      const mapped = toTRPCError(e);
      expect(mapped.code).toBe('NOT_FOUND');
      expect(mapped.message).toBe('No such reading text.');
    }
  });

  it('turns a failed input parse into BAD_REQUEST with the first issue as the message', () => {
    const parsed = z.object({ limit: z.number() }).safeParse({ limit: 'x' });
    const mapped = toTRPCError(new TRPCError({ code: 'BAD_REQUEST', cause: parsed.error }));
    expect(mapped.code).toBe('BAD_REQUEST');
    expect(mapped.message).toMatch(/limit/);
  });

  it('answers a lost database connection with 503 and anything unknown with a bare internal error', () => {
    const lost = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const unavailable = toTRPCError(thrownByProcedure(lost));
    expect(unavailable.code).toBe('SERVICE_UNAVAILABLE');
    expect(unavailable.message).toBe(UNAVAILABLE_MESSAGE);
    const internal = toTRPCError(new Error('relation "x" does not exist'));
    expect(internal.code).toBe('INTERNAL_SERVER_ERROR');
    expect(internal.message).toBe('Internal server error');
  });
});
