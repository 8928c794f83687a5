// The examples of /forms/form-validation, in the order the page shows them.
import type { ShowcaseEntry } from '@/components/showcase/showcase-page'
import { ValidationDemo } from './validation-demo'

export const examples: ShowcaseEntry[] = [
  { id: 'everyRule', Example: ValidationDemo, source: () => import('./validation-demo.tsx?raw'), wide: true },
]
