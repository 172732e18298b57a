import { describe, expect, it } from 'vitest';
import { greetingForHour } from './greeting.ts';

describe('greetingForHour', () => {
  it.each([
    [0, 'Head ööd'],
    [3, 'Head ööd'],
    [4, 'Tere hommikust'],
    [11, 'Tere hommikust'],
    [12, 'Tere päevast'],
    [16, 'Tere päevast'],
    [17, 'Tere õhtust'],
    [22, 'Tere õhtust'],
    [23, 'Head ööd'],
  ])('at %i:00 says %s', (h, g) => expect(greetingForHour(h)).toBe(g));
});
