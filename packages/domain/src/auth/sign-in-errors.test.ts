import { describe, expect, it } from 'vitest';
import { callbackErrorMessage, loginErrorMessage, signupErrorMessage } from './sign-in-errors.ts';

describe('sign-in error messages', () => {
  it('maps known codes to the spec tables', () => {
    expect(loginErrorMessage('oauth_denied')).toBe('Google sign-in was cancelled');
    expect(loginErrorMessage('invalid_state')).toBe('Security error during sign-in');
    expect(signupErrorMessage('oauth_denied')).toBe('Google sign-up was cancelled');
    expect(callbackErrorMessage('email_not_verified')).toBe('Email address is not verified with Google');
  });
  it('falls back for unknown codes', () => {
    expect(loginErrorMessage('weird')).toBe('Sign-in failed. Please try again.');
    expect(signupErrorMessage('weird')).toBe('Sign-up failed. Please try again.');
    expect(callbackErrorMessage('weird')).toBe('Authentication failed');
  });
});
