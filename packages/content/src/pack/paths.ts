import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const DATA_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../data');
export const VOCABULARY_DIR = join(DATA_DIR, 'vocabulary');
export const GRAMMAR_DIR = join(DATA_DIR, 'grammar');
export const READING_DIR = join(DATA_DIR, 'reading');
export const BOOKS_DIR = join(DATA_DIR, 'books');
export const BOOK_AUDIO_DIR = join(BOOKS_DIR, 'audio');
/** URL prefix under which the server serves BOOK_AUDIO_DIR. */
export const BOOK_AUDIO_URL = '/media/books';
export const SPELLING_ALLOWLIST_DIR = join(DATA_DIR, 'spelling-allowlist');
