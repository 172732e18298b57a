import { describe, expect, it } from 'vitest';
import { audioKeyFor, parseAudioSetting, readAudioSetting, writeAudioSetting } from './audio-setting.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
  };
}

describe("the book reader's audio setting", () => {
  it('is off until the learner turns it on', () => {
    expect(parseAudioSetting(null)).toBe(false);
    expect(parseAudioSetting('off')).toBe(false);
    expect(parseAudioSetting('yes')).toBe(false);
    expect(parseAudioSetting('on')).toBe(true);
    expect(readAudioSetting(memoryStorage(), 7)).toBe(false);
  });

  it('is remembered on this device for the next visit, per learner', () => {
    const storage = memoryStorage();
    writeAudioSetting(storage, 7, true);
    expect(storage.items.get(audioKeyFor(7))).toBe('on');
    expect(readAudioSetting(storage, 7)).toBe(true);
    expect(readAudioSetting(storage, 8)).toBe(false);
    writeAudioSetting(storage, 7, false);
    expect(readAudioSetting(storage, 7)).toBe(false);
  });

  it('falls back to off, and keeps working, without a learner or a usable storage', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(readAudioSetting(broken, 7)).toBe(false);
    expect(() => writeAudioSetting(broken, 7, true)).not.toThrow();
    expect(readAudioSetting(undefined, 7)).toBe(false);
    const storage = memoryStorage();
    writeAudioSetting(storage, undefined, true);
    expect(storage.items.size).toBe(0);
    expect(readAudioSetting(storage, undefined)).toBe(false);
  });
});
