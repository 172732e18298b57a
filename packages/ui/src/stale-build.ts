/** What a tab says when the site was rebuilt while it was open and a screen's script of the old build is gone. */
export const STALE_BUILD_MESSAGE =
  'Keelerada was updated while this page was open. Reload to get the new version.';

/** True when the error is a failed load of one of the app's own scripts (Chromium, Firefox and Safari wordings). */
export function isStaleBuildError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(message);
}

/** The message an app's error screen shows for an error. */
export function appErrorMessage(error: unknown): string {
  if (isStaleBuildError(error)) return STALE_BUILD_MESSAGE;
  return (error instanceof Error && error.message) || 'Something went wrong';
}
