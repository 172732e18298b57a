import { useCallback, useEffect, useState } from 'react';
import { readAudioSetting, writeAudioSetting } from './audio-setting.ts';

const storage = () => (typeof localStorage === 'undefined' ? undefined : localStorage);

/** The reader's Audio on/off, remembered per learner on this device (it went back to off on every visit). */
export function useAudioSetting(userId: number | undefined) {
  const [on, setOn] = useState(() => readAudioSetting(storage(), userId));
  useEffect(() => setOn(readAudioSetting(storage(), userId)), [userId]);
  const set = useCallback(
    (next: boolean) => {
      setOn(next);
      writeAudioSetting(storage(), userId, next);
    },
    [userId],
  );
  return [on, set] as const;
}
