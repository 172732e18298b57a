import { describe, expect, it } from 'vitest';
import { NAMES_REQUIRED, updateProfileInput, updateSettingsInput } from './account.schemas.ts';

describe('profile input', () => {
  it('trims both names', () => {
    expect(updateProfileInput.parse({ first_name: '  Mari ', last_name: ' Tamm' })).toEqual({
      first_name: 'Mari',
      last_name: 'Tamm',
    });
  });
  it.each([
    [{ first_name: '   ', last_name: 'Tamm' }],
    [{ first_name: 'Mari', last_name: '' }],
    [{ first_name: 'Mari' }],
  ])('rejects %j with the spec message', (input) => {
    const r = updateProfileInput.safeParse(input);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(NAMES_REQUIRED);
  });
});

describe('settings input', () => {
  it('accepts an IANA zone and rejects a made-up one', () => {
    expect(updateSettingsInput.safeParse({ timeZone: 'Europe/Tallinn' }).success).toBe(true);
    expect(updateSettingsInput.safeParse({ timeZone: 'Mars/Olympus' }).success).toBe(false);
  });
  it('needs at least one field', () => {
    expect(updateSettingsInput.safeParse({}).success).toBe(false);
  });
});
