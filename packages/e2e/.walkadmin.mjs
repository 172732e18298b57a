import { chromium } from 'playwright-core';
const base = 'http://localhost:3000';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const width = Number(process.argv[2] ?? 1280);
const ctx = await browser.newContext({ viewport: { width, height: 900 } });
const page = await ctx.newPage();
const errors = [];
page.on('pageerror', (e) => errors.push(String(e)));
page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
await page.goto(base + '/login');
await page.waitForLoadState('networkidle');
await page.screenshot({ path: `/tmp/shots/admin-${width}-login.png`, fullPage: true });
const demo = page.getByRole('button', { name: 'Continue as demo admin' }).first();
if (await demo.isVisible().catch(() => false)) await demo.click();
await page.waitForTimeout(1500);
for (const path of process.argv[3].split(',')) {
  await page.goto(base + path);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(600);
  await page.screenshot({ path: `/tmp/shots/admin-${width}-${path.replaceAll('/', '_')}.png`, fullPage: false });
}
console.log('errors', errors);
await browser.close();
