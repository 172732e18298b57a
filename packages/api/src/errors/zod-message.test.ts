import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zodMessage } from './zod-message.ts';

const fail = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  if (r.success) throw new Error('expected a failure');
  return zodMessage(r.error);
};

describe('zodMessage', () => {
  it('keeps messages we wrote exactly as written', () => {
    const s = z.object({
      wordType: z.string({ error: 'Word type is required' }).min(1, 'Word type is required'),
    });
    expect(fail(s, {})).toBe('Word type is required');
    expect(fail(s, { wordType: '' })).toBe('Word type is required');
  });
  it('names the field for zod default messages', () => {
    expect(fail(z.object({ count: z.number() }), { count: 'x' })).toMatch(/^count: Invalid input/);
  });
  it('uses the message alone when the issue has no path', () => {
    expect(fail(z.number(), 'x')).toMatch(/^Invalid input/);
  });
});
