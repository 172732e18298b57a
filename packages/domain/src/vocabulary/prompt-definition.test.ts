import { describe, expect, it } from 'vitest';
import { promptDefinition } from './prompt-definition.ts';

describe('promptDefinition', () => {
  it('writes the answer as … wherever it stands as a whole word, in any letter case', () => {
    expect(promptDefinition('negation: ei + verb stem, the same for every person', 'ei')).toBe(
      'negation: … + verb stem, the same for every person',
    );
    expect(promptDefinition('present: olen, oled, on, oleme, olete, on', 'on')).toBe(
      'present: olen, oled, …, oleme, olete, …',
    );
    expect(promptDefinition('Plural: Need', 'need')).toBe('Plural: …');
    expect(promptDefinition('SÖÖMA: eat (written ÕUN on the sign)', 'õun')).toBe(
      'SÖÖMA: eat (written … on the sign)',
    );
  });

  it('leaves the answer inside another word alone (Estonian letters are letters)', () => {
    expect(promptDefinition('with olema: pood on lahti', 'ole')).toBe('with olema: pood on lahti');
    expect(promptDefinition('compare: sööma', 'söö')).toBe('compare: sööma');
  });

  it('keeps a definition without the answer as it is and drops one that was only the answer', () => {
    expect(promptDefinition('irregular verb', 'olen')).toBe('irregular verb');
    expect(promptDefinition('olen, oled', 'olen')).toBe('…, oled');
    expect(promptDefinition('Olen.', 'olen')).toBeNull();
    expect(promptDefinition(null, 'olen')).toBeNull();
    expect(promptDefinition('', 'olen')).toBeNull();
  });
});
