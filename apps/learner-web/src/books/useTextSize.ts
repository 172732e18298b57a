import { parseTextSize, stepTextSize, TEXT_SIZE_DEFAULT } from '@keelerada/domain';
import { useCallback, useEffect, useState } from 'react';

const keyFor = (userId: number) => `keelerada_book_text_size:${userId}`;

function read(userId: number | undefined): number {
  if (userId === undefined) return TEXT_SIZE_DEFAULT;
  try {
    return parseTextSize(localStorage.getItem(keyFor(userId)));
  } catch {
    return TEXT_SIZE_DEFAULT;
  }
}

/** The reader's text size (0.8–1.5, steps of 0.1), remembered per learner on this device. */
export function useTextSize(userId: number | undefined) {
  const [size, setSize] = useState(() => read(userId));
  useEffect(() => setSize(read(userId)), [userId]);

  const change = useCallback(
    (direction: 1 | -1) => {
      setSize((current) => {
        const next = stepTextSize(current, direction);
        if (userId !== undefined) {
          try {
            localStorage.setItem(keyFor(userId), String(next));
          } catch {
            /* storage full or disabled: the size still applies for this visit */
          }
        }
        return next;
      });
    },
    [userId],
  );
  return { size, increase: () => change(1), decrease: () => change(-1) };
}
