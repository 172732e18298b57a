import { describe, expect, it } from 'vitest';
import { fieldChanges } from './content-history.ts';

describe('fieldChanges', () => {
  it('lists the fields that differ, before and after, in the order given', () => {
    expect(
      fieldChanges(
        { translation: 'to discuss', level: 'A0', definition: null, word: 'arutama' },
        { translation: 'to talk about', level: 'A0', definition: undefined, word: 'arutama' },
        ['word', 'translation', 'level', 'definition'],
      ),
    ).toEqual([{ field: 'translation', before: 'to discuss', after: 'to talk about' }]);
    expect(fieldChanges({ level: 'A0' }, { level: 'B1' }, ['level', 'word'])).toEqual([
      { field: 'level', before: 'A0', after: 'B1' },
    ]);
  });
});
