import { describe, expect, it } from 'vitest';
import { contentHash } from './content-hash.ts';
import { decide } from './upsert.ts';

describe('content upsert rule', () => {
  const v1 = { word: 'maja', form: 'majas' };
  const v2 = { word: 'maja', form: 'majja' };
  it('creates what is missing', () => expect(decide(undefined, v1)).toBe('created'));
  it('does not re-create what an admin deleted', () => expect(decide(undefined, v1, true)).toBe('skipped'));
  it('leaves an untouched, unchanged row', () =>
    expect(decide({ storedHash: contentHash(v1), currentValues: v1 }, v1)).toBe('unchanged'));
  it('updates an untouched row when the pack changed', () =>
    expect(decide({ storedHash: contentHash(v1), currentValues: v1 }, v2)).toBe('updated'));
  it('skips a row an admin edited', () =>
    expect(decide({ storedHash: contentHash(v1), currentValues: { ...v1, form: 'majast' } }, v2)).toBe(
      'skipped',
    ));
  it('hashes independently of key order', () =>
    expect(contentHash({ a: 1, b: 2 })).toBe(contentHash({ b: 2, a: 1 })));
});
