import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** What every sweep checks: WCAG 2.1 A and AA, and axe's best practices. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const SERIOUS = new Set(['serious', 'critical']);

/**
 * axe's serious and critical findings on what the page shows now. Legacy mode runs axe in the
 * page itself: the default runs it in each frame and then opens a blank page to join the parts,
 * a new renderer process on every call, which only cross-origin frames need and these pages have
 * none (docs/testing.md, "Why the browser tier runs as it does"). Only violations are gathered in
 * detail (`resultTypes`); passes are still checked, just not listed node by node.
 */
export async function seriousViolations(page: Page): Promise<Violation[]> {
  const result = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .withTags(TAGS)
    .analyze();
  return result.violations.filter((v) => SERIOUS.has(v.impact ?? ''));
}
