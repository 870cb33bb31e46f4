import { chromium } from 'playwright-core';
const LOC = process.env.LOC || 'it', THEME = process.env.THEME || 'light', W = Number(process.env.W || 390);
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await b.newContext({ viewport: { width: W, height: 844 }, locale: LOC === 'it' ? 'it-IT' : 'en-GB', colorScheme: THEME, deviceScaleFactor: 1 });
const page = await ctx.newPage();
await page.goto(process.env.BASE || 'http://127.0.0.1:4181/');
await page.getByRole('button', { name: /^(Nuova partita|New game)$/ }).first().click();
const dialog = page.locator('.v-overlay--active .v-card').filter({ has: page.getByRole('button', { name: /^(Inizia|Start)$/ }) });
await dialog.waitFor();
await dialog.getByRole('radio', { name: /^Blocks in the East/ }).check();
await dialog.getByRole('button', { name: /^(Inizia|Start)$/ }).click();
await page.waitForURL(/#\/game\//);
await page.locator('section.where').waitFor();
const nav = page.locator('.v-bottom-navigation button');
console.log(await nav.allInnerTexts());
const title = LOC === 'it' ? 'Tabella TECH' : 'TECH table';
for (let i = 0; i < await nav.count(); i++) {
  await nav.nth(i).click();
  if (await page.getByText(title, { exact: true }).count()) break;
}
const t = page.getByText(title, { exact: true }).first();
await t.scrollIntoViewIfNeeded();
await t.click();
await page.locator('[data-testid="bite-tech-table"]').waitFor();
await page.locator('[data-testid="bite-tech-table"]').scrollIntoViewIfNeeded();
await page.screenshot({ path: `/work/shots/tech/tech-${LOC}-${THEME}-${W}.png` });
const sw = await page.evaluate(() => { const e = document.querySelector('[data-testid="bite-tech-table"]'); return [e.scrollWidth, e.parentElement.clientWidth]; });
console.log('table width', sw);
await b.close();
