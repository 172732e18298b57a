import type { UserRow } from '@keelerada/db';
import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Context } from '../context.ts';
import { AppError } from '../errors/app-error.ts';
import { createCallerFactory, router, toTRPCError } from '../trpc.ts';
import { learnerCall, learnerMutation, learnerQuery, noInput, openCall, openQuery, runCall } from './call.ts';

// the calls below use only `user` from the context
const contextOf = (user: Pick<UserRow, 'id'> | null) => ({ user }) as unknown as Context;
const learner = contextOf({ id: 7 });
const anonymous = contextOf(null);

const double = learnerCall(
  z.object({
    n: z.coerce.number({ error: 'n must be a number.' }).int({ error: 'n must be a whole number.' }),
  }),
  async (ctx, input) => ({ user: ctx.user.id, twice: input.n * 2 }),
);
const whoAmI = learnerCall(noInput, async (ctx) => ctx.user.id);
const greet = openCall(z.object({ name: z.string().default('you') }), async (ctx, input) =>
  ctx.user ? `tere, ${input.name} #${ctx.user.id}` : `tere, ${input.name}`,
);

const caller = createCallerFactory(
  router({
    double: learnerQuery(double),
    doubleNow: learnerMutation(double),
    whoAmI: learnerQuery(whoAmI),
    greet: openQuery(greet),
  }),
);

/** How a failed call ends up for its caller: the tRPC code and message (REST sends the same message). */
async function failure(p: Promise<unknown>): Promise<{ code: string; message: string }> {
  const e = await p.then(
    () => expect.unreachable('the call should have failed'),
    (err: unknown) => err,
  );
  const t = toTRPCError(e);
  return { code: t.code, message: t.message };
}

describe('calls: the REST path (runCall) and the tRPC procedure agree', () => {
  it('runs a learner call with the parsed input', async () => {
    expect(await runCall(double, learner, { n: '21' })).toEqual({ user: 7, twice: 42 });
    expect(await caller(learner).double({ n: '21' } as never)).toEqual({ user: 7, twice: 42 });
    expect(await caller(learner).doubleNow({ n: 4 })).toEqual({ user: 7, twice: 8 });
  });

  it('refuses an anonymous caller before looking at the input', async () => {
    const rest = await failure(runCall(double, anonymous, { n: 'x' }));
    expect(rest).toEqual({ code: 'UNAUTHORIZED', message: 'Authentication required' });
    expect(await failure(runCall(whoAmI, anonymous, undefined))).toEqual(rest);
    expect(await failure(caller(anonymous).double({ n: 'x' } as never))).toEqual(rest);
    const rejected = await runCall(double, anonymous, { n: 1 }).catch((e: unknown) => e);
    expect(rejected).toBeInstanceOf(AppError);
  });

  it('turns bad input into a 400 with the schema’s message', async () => {
    const rest = await failure(runCall(double, learner, { n: '2.5' }));
    expect(rest).toEqual({ code: 'BAD_REQUEST', message: 'n must be a whole number.' });
    expect(await failure(caller(learner).double({ n: '2.5' } as never))).toEqual(rest);
    expect(await failure(runCall(double, learner, { n: 'zwei' }))).toEqual({
      code: 'BAD_REQUEST',
      message: 'n must be a number.',
    });
  });

  it('takes no input where the call has none, and refuses one', async () => {
    expect(await runCall(whoAmI, learner, undefined)).toBe(7);
    expect(await caller(learner).whoAmI()).toBe(7);
    expect((await failure(runCall(whoAmI, learner, { surprise: true }))).code).toBe('BAD_REQUEST');
  });

  it('answers anonymous callers of an open call, and knows a signed-in one', async () => {
    expect(await runCall(greet, anonymous, {})).toBe('tere, you');
    expect(await runCall(greet, learner, { name: 'Mari' })).toBe('tere, Mari #7');
    expect(await caller(anonymous).greet({})).toBe('tere, you');
    const e = await caller(anonymous)
      .double({ n: 1 })
      .catch((x: unknown) => x);
    expect(e).toBeInstanceOf(TRPCError);
  });
});
