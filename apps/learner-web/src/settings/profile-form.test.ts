import { effectiveTimeZone } from '@keelerada/domain';
import { describe, expect, it } from 'vitest';
import { shownTimeZone, timeZoneOptions, timeZoneToSave, validateProfile } from './profile-form.ts';

describe('profile form', () => {
  it('trims both names', () => {
    expect(validateProfile('  Mari ', ' Maasikas')).toEqual({
      ok: true,
      value: { first_name: 'Mari', last_name: 'Maasikas' },
    });
  });
  it('requires both names after trimming, with the spec message', () => {
    expect(validateProfile('   ', 'Maasikas')).toEqual({
      ok: false,
      message: 'Both first name and last name are required.',
    });
    expect(validateProfile('Mari', '')).toMatchObject({ ok: false });
  });
  it('names the length limit for a name that is too long (issue 19)', () => {
    expect(validateProfile('a'.repeat(300), 'Maasikas')).toEqual({
      ok: false,
      message: 'First name is too long (at most 100 characters).',
    });
    expect(validateProfile('Mari', 'b'.repeat(101))).toEqual({
      ok: false,
      message: 'Last name is too long (at most 100 characters).',
    });
    expect(validateProfile('a'.repeat(100), 'Maasikas')).toMatchObject({ ok: true });
  });
  it('offers the saved zone and UTC', () => {
    const zones = timeZoneOptions('Europe/Tallinn');
    expect(zones).toContain('Europe/Tallinn');
    expect(zones).toContain('UTC');
  });
});

describe('the time zone Settings shows and stores', () => {
  it('shows the zone in effect: the device zone while none was chosen, UTC when UTC was chosen', () => {
    expect(shownTimeZone('UTC', 'America/Los_Angeles')).toBe('America/Los_Angeles');
    expect(shownTimeZone('Etc/UTC', 'America/Los_Angeles')).toBe('UTC');
    expect(shownTimeZone('Europe/Tallinn', 'America/Los_Angeles')).toBe('Europe/Tallinn');
  });
  it('stores a chosen UTC under a name the server keeps (UTC itself means "not chosen")', () => {
    expect(timeZoneToSave('UTC')).toBe('Etc/UTC');
    expect(effectiveTimeZone(timeZoneToSave('UTC'), 'America/Los_Angeles')).toBe('Etc/UTC');
    expect(timeZoneToSave('Europe/Tallinn')).toBe('Europe/Tallinn');
  });
});
