import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boundaryViolation, hasUnpairedSurrogate, MAX_INPUT_DEPTH } from './boundary-rules.ts';

const nested = (depth: number): unknown => {
  let v: unknown = 'x';
  for (let i = 0; i < depth; i++) v = i % 2 ? [v] : { a: v };
  return v;
};

describe('boundaryViolation', () => {
  it('accepts ordinary input, Estonian and emoji included', () => {
    expect(
      boundaryViolation({ first_name: 'Õie', tags: ['šokolaad', 'žürii', '🙂'], n: 1, ok: true, none: null }),
    ).toBeNull();
    expect(boundaryViolation(nested(MAX_INPUT_DEPTH))).toBeNull();
    expect(boundaryViolation({ exerciseContent: { text: 'a'.repeat(60_000) } })).toBeNull();
  });

  it('refuses a NUL in a value or a key, naming the field', () => {
    expect(boundaryViolation({ first_name: 'a\u0000b' })).toBe(
      'The field "first_name" contains a NUL character (\\u0000), which text cannot hold.',
    );
    expect(boundaryViolation({ a: [{ b: 'x\u0000' }] })).toMatch(/^The field "a\.0\.b" contains a NUL/);
    expect(boundaryViolation({ 'k\u0000': 1 })).toMatch(/^A field name contains a NUL/);
    expect(boundaryViolation('\u0000')).toMatch(/^The input contains a NUL/);
  });

  it('refuses unpaired surrogates but not pairs', () => {
    expect(boundaryViolation({ answer: '\ud800' })).toBe(
      'The field "answer" contains an incomplete character (an unpaired UTF-16 surrogate).',
    );
    expect(boundaryViolation({ answer: 'a\udc00b' })).not.toBeNull();
    expect(boundaryViolation({ answer: '\ud83d\ude42' })).toBeNull();
  });

  it('refuses input nested deeper than the limit, however deep', () => {
    expect(boundaryViolation(nested(MAX_INPUT_DEPTH + 1))).toMatch(/nested too deeply/);
    expect(boundaryViolation(nested(10_000))).toMatch(/nested too deeply/);
  });

  it('refuses a free-form field over its size', () => {
    expect(boundaryViolation({ exerciseContent: { text: 'a'.repeat(70_000) } })).toBe(
      'The field "exerciseContent" is too large (at most 64 KB of JSON).',
    );
  });
});

describe('hasUnpairedSurrogate', () => {
  it('agrees with a regular-expression check on any string', () => {
    const wellFormed = (s: string) =>
      !/\p{Surrogate}/u.test(s.replace(/[\ud800-\udbff][\udc00-\udfff]/g, ''));
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => hasUnpairedSurrogate(s) === !wellFormed(s)),
      {
        numRuns: 300,
      },
    );
  });
});
