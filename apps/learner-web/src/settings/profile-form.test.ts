import { effectiveTimeZone } from '@keelerada/domain';
import { describe, expect, it } from 'vitest';
import {
  DEVICE_ZONE,
  shownTimeZone,
  timeZoneHint,
  timeZoneOptions,
  timeZoneToSave,
  validateProfile,
} from './profile-form.ts';

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
  it('offers the device choice first, then the selected zone and UTC', () => {
    const zones = timeZoneOptions('Europe/Tallinn', 'Europe/Tallinn');
    expect(zones[0]).toEqual({ value: DEVICE_ZONE, label: 'Device time zone (Europe/Tallinn)' });
    expect(zones).toContainEqual({ value: 'Europe/Tallinn', label: 'Europe/Tallinn' });
    expect(zones).toContainEqual({ value: 'UTC', label: 'UTC' });
    expect(zones.filter((z) => z.value === 'Europe/Tallinn')).toHaveLength(1);
    expect(timeZoneOptions(DEVICE_ZONE, 'Europe/Tallinn').map((z) => z.value)).not.toContain('');
  });
});

describe('the time zone Settings shows and stores', () => {
  it('shows the device choice while none was chosen, UTC when UTC was chosen, else the chosen zone', () => {
    expect(shownTimeZone('UTC')).toBe(DEVICE_ZONE);
    expect(shownTimeZone('Etc/UTC')).toBe('UTC');
    expect(shownTimeZone('Europe/Tallinn')).toBe('Europe/Tallinn');
  });
  it('stores a chosen UTC under a name the server keeps (UTC itself means "not chosen")', () => {
    expect(timeZoneToSave('UTC')).toBe('Etc/UTC');
    expect(effectiveTimeZone(timeZoneToSave('UTC'), 'America/Los_Angeles')).toBe('Etc/UTC');
    expect(timeZoneToSave('Europe/Tallinn')).toBe('Europe/Tallinn');
  });
  it('keeps a zone chosen on a device in that zone: it differs from the device choice and is stored (round 2)', () => {
    // stored default, browser in Tallinn: picking Europe/Tallinn is a change, and the stored zone then wins anywhere
    const shown = shownTimeZone('UTC');
    expect('Europe/Tallinn').not.toBe(shown);
    const saved = timeZoneToSave('Europe/Tallinn');
    expect(saved).toBe('Europe/Tallinn');
    expect(effectiveTimeZone(saved, 'America/New_York')).toBe('Europe/Tallinn');
    expect(shownTimeZone(saved)).toBe('Europe/Tallinn');
  });
  it('stores the device choice as the default again, so the day follows the device', () => {
    expect(timeZoneToSave(DEVICE_ZONE)).toBe('UTC');
    expect(effectiveTimeZone(timeZoneToSave(DEVICE_ZONE), 'America/New_York')).toBe('America/New_York');
    expect(shownTimeZone(timeZoneToSave(DEVICE_ZONE))).toBe(DEVICE_ZONE);
  });
  it('says what the device choice means', () => {
    expect(timeZoneHint(DEVICE_ZONE)).toMatch(/follow the device you use/);
    expect(timeZoneHint('Europe/Tallinn')).toBe('Your day, streak and calendar follow this zone.');
  });
});
