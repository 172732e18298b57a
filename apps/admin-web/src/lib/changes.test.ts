import { describe, expect, it } from 'vitest';
import { audioUrlOrNull, bookInfoChanged, segmentChanged } from './changes.ts';

const book = { titleEt: 'Kevade', titleEn: 'Spring', author: 'Oskar Luts', level: 'A22', isPublished: false };
const segment = {
  estonianContent: 'Tere.',
  englishContent: 'Hello.',
  segmentType: 'content',
  audioUrl: null,
};

describe('Save Book Info is enabled only on change', () => {
  it('is unchanged for the same values, including added surrounding spaces', () => {
    expect(bookInfoChanged(book, { ...book })).toBe(false);
    expect(bookInfoChanged(book, { ...book, titleEt: ' Kevade ' })).toBe(false);
    expect(bookInfoChanged(book, { ...book, level: 'B1' })).toBe(true);
    expect(bookInfoChanged({ ...book, level: null }, { ...book, level: '' })).toBe(false);
  });

  it('sees each of the titles, the author and Published', () => {
    expect(bookInfoChanged(book, { ...book, titleEt: 'Suvi' })).toBe(true);
    expect(bookInfoChanged(book, { ...book, titleEn: 'Summer' })).toBe(true);
    expect(bookInfoChanged(book, { ...book, author: 'A. H. Tammsaare' })).toBe(true);
    expect(bookInfoChanged(book, { ...book, isPublished: true })).toBe(true);
  });
});

describe('a segment Save is enabled only on change', () => {
  it('compares both contents, the type and the audio URL', () => {
    expect(segmentChanged(segment, { ...segment })).toBe(false);
    expect(segmentChanged(segment, { ...segment, estonianContent: 'Tere!' })).toBe(true);
    expect(segmentChanged(segment, { ...segment, englishContent: 'Hi.' })).toBe(true);
    expect(segmentChanged(segment, { ...segment, segmentType: 'chapter_header' })).toBe(true);
    expect(segmentChanged(segment, { ...segment, audioUrl: '/audio/1.mp3' })).toBe(true);
  });

  it('treats an empty audio URL as none', () => {
    expect(segmentChanged(segment, { ...segment, audioUrl: '' })).toBe(false);
    expect(segmentChanged({ ...segment, audioUrl: '/a.mp3' }, { ...segment, audioUrl: ' ' })).toBe(true);
    expect(audioUrlOrNull('  ')).toBeNull();
    expect(audioUrlOrNull(' /a.mp3 ')).toBe('/a.mp3');
  });
});
