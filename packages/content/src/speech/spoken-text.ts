// What the audio of a book segment is made from, and the hash that ties a clip to it (cli/audio.ts writes it,
// pack/validate.ts checks it): the segment's Estonian text with every number written out.
import { createHash } from 'node:crypto';
import { speakable } from './estonian-numbers.ts';

export const spokenText = (estonianContent: string): string => speakable(estonianContent.trim());

export const spokenTextHash = (estonianContent: string): string =>
  createHash('sha1').update(spokenText(estonianContent), 'utf8').digest('hex');
