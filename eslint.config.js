// One ESLint config for the whole repository. Import boundaries follow CONVENTIONS.md:
// web features never import each other or the app; only server repos import Drizzle.
import js from '@eslint/js'
import prettier from 'eslint-config-prettier'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import { readdirSync } from 'node:fs'

/** File names are kebab-case (CONVENTIONS: names), with dotted suffixes: `user-list-page.tsx`, `en.products.json`. */
const kebabCaseFileNames = {
  meta: { type: 'suggestion', schema: [], messages: { name: 'File name "{{name}}" is not kebab-case.' } },
  create(context) {
    const name = context.filename.split(/[\\/]/).pop()
    return {
      Program(node) {
        if (!/^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*$/.test(name))
          context.report({ node, messageId: 'name', data: { name } })
      },
    }
  },
}

/** Forms validate through lib/zod-resolver.ts, which installs the error map that writes issue codes. */
const zodResolverOnlyFromLib = {
  name: '@hookform/resolvers/zod',
  message: "Import zodResolver from lib/zod-resolver: it installs zod's error map of issue codes.",
}

/**
 * Numbers, money, dates and names reach the reader through apps/web/src/lib/format.ts only, so one
 * fact reads the same on every page (issue 28: "$9,414,579.33" beside "229,24 $"). `Intl.X(...)`
 * without `new` builds a formatter too, so both forms are caught.
 */
const intlOnlyInFormat = [
  {
    selector: "NewExpression[callee.type='MemberExpression'][callee.object.name='Intl']",
    message:
      'Format through lib/format.ts (useFormat() or formatFor(locale)), not a new Intl formatter here.',
  },
  {
    selector:
      "CallExpression[callee.type='MemberExpression'][callee.object.name='Intl'][callee.property.name!='supportedValuesOf'][callee.property.name!='getCanonicalLocales']",
    message:
      'Format through lib/format.ts (useFormat() or formatFor(locale)), not a new Intl formatter here.',
  },
  {
    selector: 'CallExpression[callee.property.name=/^toLocale(String|DateString|TimeString)$/]',
    message:
      "Format through lib/format.ts: toLocale*String follows the browser's language, not the reader's.",
  },
]

/**
 * A module's SQL is its own: others go through its service, where its rules are (issue 33). Part
 * of every server block's patterns, since a later block's no-restricted-imports replaces an earlier one's.
 */
const otherModulesRepo = {
  group: ['../**/repo.js', '../**/*-repo.js', '#server/modules/**/repo.js', '#server/modules/**/*-repo.js'],
  message: "Call the other module's service, not its repo (CONVENTIONS: modules).",
}

const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'apps/server/src/db/migrations/**',
      'coverage/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'bench/out/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    plugins: { aurum: { rules: { 'kebab-case-file-names': kebabCaseFileNames } } },
    rules: {
      'aurum/kebab-case-file-names': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  // One block per feature: relative paths give no depth, so each feature names its siblings.
  ...webFeatures.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [zodResolverOnlyFromLib],
          patterns: [
            {
              regex: '^(\\.\\./)+app(/|$)',
              message: 'A feature must not import the app layer (CONVENTIONS: direction of imports).',
            },
            ...webFeatures
              .filter((other) => other !== feature)
              .map((other) => ({
                regex: `^(\\.\\./)+(features/)?${other}(/|$)`,
                message:
                  'A feature must not import another feature; move shared code to components/ or lib/.',
              })),
          ],
        },
      ],
    },
  })),
  {
    files: ['apps/web/src/{components,lib,theme,i18n}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [zodResolverOnlyFromLib],
          patterns: [
            {
              // Relative paths only: a package's own sub-path (apexcharts/features/legend) is not ours.
              group: ['./**/features/**', '../**/features/**', './**/app/**', '../**/app/**'],
              message: 'Shared layers must not import features or the app.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'packages/shared/src/**/*.ts'],
    ignores: ['apps/web/src/lib/format.ts', '**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...intlOnlyInFormat] },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    // index.ts seeds an empty database on start; that is its job.
    ignores: [
      'apps/server/src/db/seed/**',
      'apps/server/src/**/*.test.ts',
      'apps/server/src/test/**',
      'apps/server/src/index.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/db/seed/**', './seed/**'],
              message:
                'Runtime code must not import the demo data seeders; move what both need beside the code.',
            },
            otherModulesRepo,
          ],
        },
      ],
    },
  },
  {
    files: [
      'apps/server/src/modules/**/routes.ts',
      'apps/server/src/modules/**/*-routes.ts',
      'apps/server/src/modules/**/service.ts',
      'apps/server/src/modules/**/*-service.ts',
      'apps/server/src/auth/routes.ts',
      'apps/server/src/auth/service.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'drizzle-orm', message: 'Only repo.ts files talk to the database (CONVENTIONS).' }],
          patterns: [
            {
              group: ['drizzle-orm/*', '**/db/schema/**', '**/db/seed/**'],
              message:
                'Only repo.ts files talk to the database (CONVENTIONS); runtime code never imports seeders.',
            },
            otherModulesRepo,
          ],
        },
      ],
    },
  },
  {
    files: [
      'apps/server/src/modules/**/routes.ts',
      'apps/server/src/modules/**/*-routes.ts',
      'apps/server/src/auth/routes.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'drizzle-orm', message: 'Only repo.ts files talk to the database (CONVENTIONS).' }],
          patterns: [
            {
              group: [
                'drizzle-orm/*',
                '**/db/schema/**',
                '**/db/seed/**',
                './repo.js',
                '**/repo.js',
                '**/*-repo.js',
              ],
              message:
                'Routes call services, never repos or the database (CONVENTIONS: routes → service → repo).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  prettier,
)
