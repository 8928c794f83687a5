// Text that no route may store or search for: the null character, which PostgreSQL text cannot
// hold (every such query failed with a 500), and lone UTF-16 surrogates, which are not Unicode
// and cannot be encoded as UTF-8 without silently changing them. Checked on every route's params,
// query and body before its schema, so no route can forget it.
import { COMMON_MESSAGES } from '@aurum/shared'
import type { FieldReasons, Reason } from './errors.js'

const NULL_CHARACTER = COMMON_MESSAGES.nullCharacter
const LONE_SURROGATE = COMMON_MESSAGES.invalidUnicode

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** The reason a string is refused, or undefined when it is fine. */
function textProblem(text: string): Reason | undefined {
  if (text.includes('\u0000')) return NULL_CHARACTER
  if (loneSurrogate.test(text)) return LONE_SURROGATE
  return undefined
}

/**
 * Every refused string in `value` (object keys included), as `{ path: [reason] }` in the shape of
 * a 400's errors; the whole value's own problem goes under `root`.
 */
export function unusableTextIn(value: unknown, root: string): FieldReasons {
  const errors: Record<string, Reason[]> = {}
  const visit = (current: unknown, path: string[], depth: number) => {
    if (typeof current === 'string') {
      const problem = textProblem(current)
      if (problem) (errors[path.length ? path.join('.') : root] ??= []).push(problem)
      return
    }
    // Bodies are parsed JSON: deep nesting is already bounded by the body size.
    if (depth > 64 || current === null || typeof current !== 'object') return
    for (const [key, child] of Object.entries(current)) {
      const keyProblem = textProblem(key)
      if (keyProblem) (errors[path.length ? path.join('.') : root] ??= []).push(keyProblem)
      else visit(child, [...path, key], depth + 1)
    }
  }
  visit(value, [], 0)
  return errors
}
