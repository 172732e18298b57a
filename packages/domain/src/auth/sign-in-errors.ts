/** Sign-in error codes the server puts in `?error=` (learner-app.md §8). */
export const SIGN_IN_ERROR_CODES = [
  'oauth_denied',
  'oauth_error',
  'oauth_init_failed',
  'missing_params',
  'invalid_state',
  'email_not_verified',
] as const;
export type SignInErrorCode = (typeof SIGN_IN_ERROR_CODES)[number];

const LOGIN: Record<SignInErrorCode, string> = {
  oauth_denied: 'Google sign-in was cancelled',
  oauth_error: 'An error occurred during Google sign-in',
  oauth_init_failed: 'Failed to start Google sign-in',
  missing_params: 'Invalid sign-in request',
  invalid_state: 'Security error during sign-in',
  email_not_verified: 'Please verify your Google account email address',
};

const SIGNUP: Record<SignInErrorCode, string> = {
  oauth_denied: 'Google sign-up was cancelled',
  oauth_error: 'An error occurred during Google sign-up',
  oauth_init_failed: 'Failed to start Google sign-up',
  missing_params: 'Invalid sign-up request',
  invalid_state: 'Security error during sign-up',
  email_not_verified: 'Please verify your Google account email address',
};

const CALLBACK: Record<SignInErrorCode, string> = {
  oauth_denied: 'OAuth access was denied',
  oauth_error: 'An error occurred during authentication',
  oauth_init_failed: 'Failed to initiate OAuth flow',
  missing_params: 'Missing required parameters',
  invalid_state: 'Invalid state parameter',
  email_not_verified: 'Email address is not verified with Google',
};

function isCode(code: string): code is SignInErrorCode {
  return (SIGN_IN_ERROR_CODES as readonly string[]).includes(code);
}

export function loginErrorMessage(code: string): string {
  return isCode(code) ? LOGIN[code] : 'Sign-in failed. Please try again.';
}

export function signupErrorMessage(code: string): string {
  return isCode(code) ? SIGNUP[code] : 'Sign-up failed. Please try again.';
}

export const CALLBACK_NO_TOKEN = 'No authentication token received';
export const CALLBACK_EXCEPTION = 'Failed to process authentication';

export function callbackErrorMessage(code: string): string {
  return isCode(code) ? CALLBACK[code] : 'Authentication failed';
}

/** Delay before the callback page returns to /login after an error (ms). */
export const AUTH_ERROR_REDIRECT_MS = 3000;
