import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Axe's violations on the page (or inside `include`), one line each: `rule: target | target`.
 * Only violations are collected (passes and the rest in detail would cost ~15 % more time).
 * A catalogue's items all come from one card component: the first six stand for the other
 * thirty or so, whose scan made these the slowest tests of the suite.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page })
    .withTags(TAGS)
    .options({ resultTypes: ['violations'] })
    .exclude('.catalog-list > li:nth-child(n+7)');
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' | ')}`);
}
