// @vitest-environment node
// The repository's lint rule that keeps every Intl formatter in lib/format.ts (eslint.config.js):
// run through ESLint's API over small snippets, so a change that weakens the rule fails here.
import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const repository = fileURLToPath(new URL('../../../..', import.meta.url))
const eslint = new ESLint({ cwd: repository })

async function restrictedAt(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-syntax')
    .map((m) => m.message)
}

const SAMPLE = `export const price = (value: number, language: string) =>
  new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' }).format(value)
`

describe('the Intl-only-in-format lint rule', () => {
  it('refuses an Intl formatter in a feature, a component or the shared package', async () => {
    for (const file of [
      'apps/web/src/features/ecommerce/components/sample-price.ts',
      'apps/web/src/components/sample-price.ts',
      'packages/shared/src/schemas/sample-price.ts',
    ]) {
      const messages = await restrictedAt(file, SAMPLE)
      expect(messages, file).toHaveLength(1)
      expect(messages[0], file).toMatch(/lib\/format\.ts/)
    }
  }, 60_000)

  it('refuses Intl formatters built without new, and toLocaleString', async () => {
    const code = `export const a = Intl.DateTimeFormat('es').format(new Date())
export const b = (3).toLocaleString('es')
export const zones = Intl.supportedValuesOf('timeZone')
`
    expect(await restrictedAt('apps/web/src/features/email/pages/sample.ts', code)).toHaveLength(2)
  }, 60_000)

  it('allows them in lib/format.ts', async () => {
    expect(await restrictedAt('apps/web/src/lib/format.ts', SAMPLE)).toEqual([])
  }, 60_000)
})
