import { describe, expect, it } from 'vitest';
import { UNSAVED_HEAD, unsavedMessage } from './unsaved-message.ts';

describe('the unsaved-answers notice', () => {
  it('asks the learner to keep the page open only while some answers live in it alone', () => {
    expect(unsavedMessage(1)).toContain("Please don't close or reload this page");
    expect(unsavedMessage(0)).not.toContain('reload');
    expect(unsavedMessage(0)).toContain('the next time you open Keelerada here');
  });
  it('starts with the same words either way', () => {
    expect(unsavedMessage(0).startsWith(UNSAVED_HEAD)).toBe(true);
    expect(unsavedMessage(2).startsWith(UNSAVED_HEAD)).toBe(true);
  });
});
