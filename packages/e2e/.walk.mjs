import { chromium } from 'playwright-core';
const base = 'http://localhost:3000';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const width = Number(process.argv[2] ?? 1280);
const ctx = await browser.newContext({ viewport: { width, height: width < 500 ? 800 : 900 } });
const page = await ctx.newPage();
const errors = [];
page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
page.on('pageerror', (e) => errors.push(String(e)));
const who = process.env.WHO ?? `walk-${Date.now()}@example.com`;
const res = await page.request.post(base + '/auth/dev-login', { data: { email: who, firstName: 'Mari', lastName: 'Maasikas' } });
const { token } = await res.json();
await page.addInitScript((t) => { localStorage.setItem('auth_token', t); localStorage.setItem('keelerada_tour_completed', 'skipped'); }, token);
for (const path of process.argv[3].split(',')) {
  await page.goto(base + path);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/shots/${width}-${path.replaceAll('/', '_') || 'root'}.png`, fullPage: true });
}
console.log('errors', errors);
await browser.close();
