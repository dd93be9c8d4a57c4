import AxeBuilder from '@axe-core/playwright';
import { openScreen, SCREENS } from './support/shop-screens';
import { expect, test } from './support/test';

// Every student screen passes axe (WCAG 2.1 A and AA, colour contrast included, as Chromium renders
// it) on a 360 px phone, filled with the seeded shop's data: the console has admin-axe.spec.ts.

for (const screen of SCREENS) {
  test(`the ${screen.name} screen passes axe`, async ({ page, target, request }, testInfo) => {
    await openScreen(page, target, request, screen);
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    if (violations.length > 0) {
      // The whole report (every node, its HTML and axe's advice) for whoever fixes it.
      await testInfo.attach(`axe-${screen.name}.json`, { body: JSON.stringify(violations, null, 2), contentType: 'application/json' });
    }
    const found = violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => `${node.target.join(' ')} ${node.failureSummary ?? ''}`.slice(0, 300)).slice(0, 4).join(' | ')}`,
    );
    expect(found, screen.name).toEqual([]);
  });
}
