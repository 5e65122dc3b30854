/**
 * axe-core in the page under test: injected through the DevTools protocol (page.evaluate), which
 * the app's Content-Security-Policy (script-src 'self') does not stop, unlike a <script> tag.
 */
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = (createRequire(import.meta.url)('axe-core') as { source: string }).source;

/** Impacts that fail the suite (issue 6, part 17); minor and moderate ones are only reported. */
const failingImpacts = new Set(['serious', 'critical']);

export interface AxeFinding {
  page: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
  summary: string;
}

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/** Runs axe on the page as it is now; answers its serious and critical violations. */
export async function scanPage(page: Page, label: string): Promise<AxeFinding[]> {
  const hasAxe = await page.evaluate(() => 'axe' in window);
  if (!hasAxe) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } })
      .axe;
    const result = (await axe.run(document, {
      // Label in name (WCAG 2.5.3) is tagged experimental in axe, so off unless asked for.
      rules: { 'label-content-name-mismatch': { enabled: true } },
      resultTypes: ['violations'],
    })) as { violations: unknown[] };
    return result.violations;
  });
  return (violations as AxeViolation[])
    .filter((violation) => failingImpacts.has(violation.impact ?? ''))
    .map((violation) => ({
      page: label,
      rule: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.map(String).join(' ')),
      summary: violation.nodes[0]?.failureSummary?.replace(/\s+/g, ' ').trim() ?? '',
    }));
}

/** One block per violation: page, rule, impact, what axe says, and where (first few nodes). */
export function formatFindings(findings: readonly AxeFinding[]): string {
  return findings
    .map((finding) =>
      [
        `${finding.page}: ${finding.rule} (${finding.impact}) ${finding.help}`,
        ...finding.targets.slice(0, 5).map((target) => `    at ${target}`),
        finding.targets.length > 5 ? `    … and ${finding.targets.length - 5} more` : '',
        `    ${finding.summary}`,
      ]
        .filter(Boolean)
        .join('\n'),
    )
    .join('\n');
}
