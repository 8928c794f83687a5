// The accessibility check every page's spec runs: axe-core over WCAG 2.1 A and AA, failing on any
// serious or critical violation and naming the rule and the elements it found.
//
// axe-core runs in the page directly rather than through @axe-core/playwright: that wrapper
// re-injects axe into every frame and opens a second page to merge the results, which took 3–4 s
// per scan here against about 1 s for the same rules run in place (the app has no iframes).
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { expect, type Page } from '@playwright/test'
import type * as Axe from 'axe-core'

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

export interface AxeScope {
  /** What the failure message names (the page, the tab, the theme). */
  label?: string
  /** Only these parts of the page (e.g. an open drawer); the whole page when empty. */
  include?: string[]
  /** Parts left out, each with a reason at the call. */
  exclude?: string[]
  /** Record the finding and let the test go on (a scan of many pages reports them all at once). */
  soft?: boolean
}

export async function expectNoSeriousAxeViolation(page: Page, scope: AxeScope = {}): Promise<void> {
  // A dialog or drawer still fading in has blended colours that fail contrast (seen on a loaded CI
  // machine): wait for the finite transitions and animations to end (spinners run forever).
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
          ),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined)
  // A full navigation drops the script; a client-side one keeps it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource)
  const violations = await page.evaluate(
    async ({ include, exclude, tags }) => {
      const { axe } = window as unknown as { axe: typeof Axe }
      const context: Axe.ContextObject = include.length ? { include, exclude } : { exclude }
      const results = await axe.run(context, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      })
      return results.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        targets: violation.nodes.map((node) => node.target.join(' ')),
      }))
    },
    { include: scope.include ?? [], exclude: scope.exclude ?? [], tags: WCAG_21_AA },
  )
  const blocking = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.targets.slice(0, 5).join(', ')}`)
  if (scope.soft) expect.soft(blocking, scope.label).toEqual([])
  else expect(blocking, scope.label).toEqual([])
}
