import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { openScreen, SCREENS } from './support/shop-screens';
import { expect, test } from './support/test';

// Every screen at 360 px, as the QA team and designers look at them: a full-page screenshot per
// screen attached to the report and written to test-results/screens/<project>/<screen>.png, with
// its one h1 and nothing sticking out sideways. The demo member is signed in except on the
// screens for visitors. Where a screen needs an order, each target makes or names its own.

async function saveScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const body = await page.screenshot({ fullPage: true });
  await testInfo.attach(name, { body, contentType: 'image/png' });
  const folder = join(testInfo.project.outputDir, 'screens', testInfo.project.name);
  await mkdir(folder, { recursive: true });
  await writeFile(join(folder, `${name}.png`), body);
}

for (const screen of SCREENS) {
  test(`the ${screen.name} screen has one h1 and fits a 360 px phone`, async ({ page, target, request }, testInfo) => {
    await openScreen(page, target, request, screen);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, 'nothing may stick out sideways on a 360 px phone').toBeLessThanOrEqual(360);
    await saveScreenshot(page, testInfo, screen.name);
  });
}
