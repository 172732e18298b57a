import { CALLBACK_NO_TOKEN, callbackErrorMessage } from '@keelerada/domain';
import { describe, expect, it } from 'vitest';
import { authCallbackSearch, authCallbackStep } from './auth-callback.ts';

describe('the sign-in callback', () => {
  it('reads token, error and returnTo from the query string, leaving out anything that is not text', () => {
    expect(authCallbackSearch({ token: 'abc', returnTo: '/study', page: 2 })).toEqual({
      token: 'abc',
      error: undefined,
      returnTo: '/study',
    });
    expect(authCallbackSearch({ token: 42, error: ['x'] })).toEqual({
      token: undefined,
      error: undefined,
      returnTo: undefined,
    });
  });

  it('signs in with the token, and fails with the error or for a missing token', () => {
    expect(authCallbackStep({ token: 'abc' })).toEqual({ signIn: 'abc' });
    expect(authCallbackStep({ token: 'abc', error: 'invalid_state' })).toEqual({
      failure: callbackErrorMessage('invalid_state'),
    });
    expect(authCallbackStep({})).toEqual({ failure: CALLBACK_NO_TOKEN });
    expect(authCallbackStep({ token: '' })).toEqual({ failure: CALLBACK_NO_TOKEN });
  });

  it('sends a person already signed in on, instead of "Authentication Failed" (admin test, 28 Nov, defect 13)', () => {
    expect(authCallbackStep({}, true)).toEqual({ goOn: true });
    expect(authCallbackStep({ error: 'oauth_denied' }, true)).toEqual({ goOn: true });
    // a new token is a new sign-in, even over a stored one
    expect(authCallbackStep({ token: 'new' }, true)).toEqual({ signIn: 'new' });
    expect(authCallbackStep({}, false)).toEqual({ failure: CALLBACK_NO_TOKEN });
  });
});
