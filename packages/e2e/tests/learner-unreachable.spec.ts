import { expect, test } from '@playwright/test';
import { signInNewLearner, skipTour } from './learner-helpers.ts';

const UNREACHABLE = 'Keelerada could not be reached. Check your connection and try again.';

test('when a proxy answers for the server, screens say so in words inside the app’s shell', async ({
  page,
}) => {
  await signInNewLearner(page, 'unreachable');
  await skipTour(page);
  // a proxy in front of the server answers every call with its own HTML error page
  await page.route('**/trpc/**', (route) =>
    route.fulfill({
      status: 502,
      contentType: 'text/html',
      body: '<html><body>502 Bad Gateway</body></html>',
    }),
  );
  for (const path of ['/lexicon', '/study']) {
    await page.goto(path);
    await expect(page.getByText(UNREACHABLE).first()).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(/Unexpected token|not valid JSON/)).toHaveCount(0);
    // the shell stays: navigation and Logout are there
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Logout/ })).toBeAttached();
  }
});
