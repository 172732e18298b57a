/** The part of `localStorage` the audio setting uses (a stand-in in tests). */
export type SettingStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** Per learner on this device, as the text size is (`keelerada_book_text_size:{id}`). */
export const audioKeyFor = (userId: number) => `keelerada_book_audio:${userId}`;

/** The reader's audio toggle as stored: `on` or `off`; nothing stored (or anything else) is off, the default. */
export function parseAudioSetting(stored: string | null): boolean {
  return stored === 'on';
}

/** The learner's audio choice on this device; off when unknown, unreadable or storage is disabled. */
export function readAudioSetting(storage: SettingStorage | undefined, userId: number | undefined): boolean {
  if (!storage || userId === undefined) return false;
  try {
    return parseAudioSetting(storage.getItem(audioKeyFor(userId)));
  } catch {
    return false;
  }
}

/** Remembers the choice; a full or disabled storage keeps it for this visit only. */
export function writeAudioSetting(
  storage: SettingStorage | undefined,
  userId: number | undefined,
  on: boolean,
) {
  if (!storage || userId === undefined) return;
  try {
    storage.setItem(audioKeyFor(userId), on ? 'on' : 'off');
  } catch {
    /* storage full or disabled: the setting still applies for this visit */
  }
}
