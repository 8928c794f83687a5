// The roles page's permission matrix (subjects × read/write/create/delete) and the CASL rules a
// role stores, each derived from the other. "write" is CASL's `update`.
import { defineAbilityFor, SUBJECTS, type AbilityRule, type Subject } from './index.js'

export const MATRIX_ACTIONS = ['read', 'update', 'create', 'delete'] as const
export type MatrixAction = (typeof MATRIX_ACTIONS)[number]

/** Every subject a role can be given, in the matrix's row order (`all` is the "manage all" switch). */
export const MATRIX_SUBJECTS = SUBJECTS.filter(
  (subject): subject is Exclude<Subject, 'all'> => subject !== 'all',
)
export type MatrixSubject = (typeof MATRIX_SUBJECTS)[number]

/** Granted actions per subject; a subject with none is left out. */
export type PermissionMatrix = Partial<Record<MatrixSubject, MatrixAction[]>>

/**
 * One rule per granted subject, in matrix order. A full matrix is stored as `manage all` so a role
 * given everything also gets subjects added in later versions, as the seeded admin does.
 */
export function rulesFromMatrix(matrix: PermissionMatrix, manageAll = false): AbilityRule[] {
  const granted = MATRIX_SUBJECTS.map(
    (subject) => [subject, MATRIX_ACTIONS.filter((action) => matrix[subject]?.includes(action))] as const,
  )
  if (manageAll || granted.every(([, actions]) => actions.length === MATRIX_ACTIONS.length)) {
    return [{ action: 'manage', subject: 'all' }]
  }
  return granted
    .filter(([, actions]) => actions.length > 0)
    .map(([subject, actions]) => ({ action: actions.length === 1 ? actions[0]! : [...actions], subject }))
}

/** What the stored rules allow, read through CASL (so `manage`, arrays and `all` count as they do on the server). */
export function matrixFromRules(rules: readonly AbilityRule[]): PermissionMatrix {
  const ability = defineAbilityFor(rules)
  const matrix: PermissionMatrix = {}
  for (const subject of MATRIX_SUBJECTS) {
    const actions = MATRIX_ACTIONS.filter((action) => ability.can(action, subject))
    if (actions.length) matrix[subject] = actions
  }
  return matrix
}

export function rulesManageAll(rules: readonly AbilityRule[]): boolean {
  return defineAbilityFor(rules).can('manage', 'all')
}
