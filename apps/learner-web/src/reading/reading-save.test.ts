import { describe, expect, it, vi } from 'vitest';
import {
  type ReadingSaveCalls,
  readingSave,
  saveMessage,
  savesState,
  sendReadingSave,
} from './reading-save.ts';

const TEXT = { id: 7, comprehensionQuestions: [1, 2, 3, 4] };
const down = () => Promise.reject(new TypeError('Failed to fetch'));

function calls(overrides: Partial<ReadingSaveCalls> = {}) {
  return {
    recordProgress: vi.fn<ReadingSaveCalls['recordProgress']>(
      overrides.recordProgress ?? (() => Promise.resolve({})),
    ),
    createSession: vi.fn<ReadingSaveCalls['createSession']>(
      overrides.createSession ?? (() => Promise.resolve({ session: { id: 42 } })),
    ),
    updateSession: vi.fn<ReadingSaveCalls['updateSession']>(
      overrides.updateSession ?? (() => Promise.resolve({})),
    ),
  };
}

describe('saving a text finished in stand-alone reading', () => {
  it('records the progress and a finished READING session, then says it was saved', async () => {
    const c = calls();
    const saved = await sendReadingSave(c, readingSave(TEXT, 4));
    expect(saved).toMatchObject({ progressSaved: true, sessionSaved: true, state: 'saved' });
    expect(c.recordProgress).toHaveBeenCalledWith({
      id: 7,
      isCompleted: true,
      questionsAnswered: 4,
      questionsCorrect: 0,
    });
    expect(c.createSession).toHaveBeenCalledWith({ sessionType: 'READING', totalExercises: 4 });
    expect(c.updateSession).toHaveBeenCalledWith({
      id: 42,
      isReadingCompleted: true,
      isSessionFinished: true,
      accuracyPercentage: 100,
      exercisesCompleted: 4,
    });
    expect(saveMessage(savesState([saved]))).toBe('Well read! Your progress has been saved.');
  });

  it('counts a text without questions as one exercise', async () => {
    const c = calls();
    await sendReadingSave(c, readingSave({ id: 3, comprehensionQuestions: [] }, 0));
    expect(c.createSession).toHaveBeenCalledWith({ sessionType: 'READING', totalExercises: 1 });
    expect(c.updateSession.mock.calls[0]![0]).toMatchObject({ exercisesCompleted: 1 });
  });

  it('does not claim it was saved when the network is down (defect 7)', async () => {
    const c = calls({ recordProgress: down, createSession: down });
    const result = await sendReadingSave(c, readingSave(TEXT, 4));
    expect(result).toMatchObject({ progressSaved: false, sessionSaved: false, state: 'failed' });
    expect(savesState([result])).toBe('failed');
    expect(saveMessage('failed')).toBe(
      'Well read! Your progress could not be saved. Check your connection and try again.',
    );
    expect(saveMessage('failed')).not.toMatch(/has been saved/);
  });

  it('fails when only one part fails: the session update', async () => {
    const result = await sendReadingSave(calls({ updateSession: down }), readingSave(TEXT, 4));
    expect(result).toMatchObject({ progressSaved: true, sessionSaved: false, state: 'failed' });
  });

  it('fails when only one part fails: the progress', async () => {
    const result = await sendReadingSave(calls({ recordProgress: down }), readingSave(TEXT, 4));
    expect(result).toMatchObject({ progressSaved: false, sessionSaved: true, state: 'failed' });
  });

  it('a retry sends only what failed, so a finished session is not created twice', async () => {
    const first = await sendReadingSave(calls({ recordProgress: down }), readingSave(TEXT, 4));
    const c = calls();
    const retried = await sendReadingSave(c, { ...first, state: 'sending' });
    expect(retried.state).toBe('saved');
    expect(c.recordProgress).toHaveBeenCalledTimes(1);
    expect(c.createSession).not.toHaveBeenCalled();
    expect(c.updateSession).not.toHaveBeenCalled();
  });

  it('a retry after a failed update finishes the session it created', async () => {
    const first = await sendReadingSave(calls({ updateSession: down }), readingSave(TEXT, 4));
    const c = calls();
    const retried = await sendReadingSave(c, { ...first, state: 'sending' });
    expect(retried.state).toBe('saved');
    expect(c.recordProgress).not.toHaveBeenCalled();
    expect(c.createSession).toHaveBeenCalledTimes(1);
    expect(c.updateSession).toHaveBeenCalledTimes(1);
  });

  it('sums up several texts: sending while any is, failed while any did, else saved', () => {
    const s = readingSave(TEXT, 4);
    expect(
      savesState([
        { ...s, state: 'saved' },
        { ...s, state: 'sending' },
      ]),
    ).toBe('sending');
    expect(
      savesState([
        { ...s, state: 'saved' },
        { ...s, state: 'failed' },
      ]),
    ).toBe('failed');
    expect(savesState([{ ...s, state: 'saved' }])).toBe('saved');
    expect(saveMessage('sending')).toBe('Well read! Saving your progress…');
  });
});
