// The role dialog's permission matrix: one row per subject, read / write / create / delete
// columns (write is CASL's `update`), and a "select all" box that is indeterminate when partly ticked.
import { memo, useCallback, useLayoutEffect, useRef } from 'react'
import { TableScrollRegion } from '@/components/table-scroll-region'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import { useTranslation } from 'react-i18next'
import {
  MATRIX_ACTIONS,
  MATRIX_SUBJECTS,
  type MatrixAction,
  type MatrixSubject,
  type PermissionMatrix,
} from '@aurum/shared'

const CELL_COUNT = MATRIX_SUBJECTS.length * MATRIX_ACTIONS.length

export const FULL_MATRIX: PermissionMatrix = Object.fromEntries(
  MATRIX_SUBJECTS.map((subject) => [subject, [...MATRIX_ACTIONS]]),
)

export type RolePermissionMatrixProps = {
  value: PermissionMatrix
  onChange: (value: PermissionMatrix) => void
  /** "Manage everything" is on: every box shows ticked and none can change. */
  disabled?: boolean
}

type RoleMatrixRowProps = {
  subject: MatrixSubject
  actions: readonly MatrixAction[] | undefined
  disabled: boolean
  onToggle: (subject: MatrixSubject, action: MatrixAction, checked: boolean) => void
}

/** One subject's row; memoised, so ticking a box redraws that row and not the other twenty. */
const RoleMatrixRow = memo(function RoleMatrixRow({
  subject,
  actions,
  disabled,
  onToggle,
}: RoleMatrixRowProps) {
  const { t } = useTranslation()
  const subjectText = t(`app.abilities.subjects.${subject}`)
  return (
    <TableRow hover>
      <TableCell component="th" scope="row" sx={{ fontWeight: 500 }}>
        {subjectText}
      </TableCell>
      {MATRIX_ACTIONS.map((action) => (
        <TableCell key={action} align="center" padding="checkbox">
          <Checkbox
            size="small"
            checked={actions?.includes(action) ?? false}
            disabled={disabled}
            onChange={(event) => onToggle(subject, action, event.target.checked)}
            slotProps={{
              input: {
                'aria-label': t('roles.dialog.cell', {
                  subject: subjectText,
                  action: t(`app.abilities.actions.${action}`),
                }),
              },
            }}
          />
        </TableCell>
      ))}
    </TableRow>
  )
})

export function RolePermissionMatrix({ value, onChange, disabled = false }: RolePermissionMatrixProps) {
  const { t } = useTranslation()
  const shown = disabled ? FULL_MATRIX : value
  const ticked = MATRIX_SUBJECTS.reduce((count, subject) => count + (shown[subject]?.length ?? 0), 0)

  // The rows get one stable handler that reads the latest value when a box is clicked.
  const latest = useRef({ value, onChange })
  useLayoutEffect(() => {
    latest.current = { value, onChange }
  })
  const toggle = useCallback((subject: MatrixSubject, action: MatrixAction, checked: boolean) => {
    const { value: current, onChange: change } = latest.current
    const granted = new Set(current[subject] ?? [])
    if (checked) granted.add(action)
    else granted.delete(action)
    const next: PermissionMatrix = { ...current }
    // Kept in the matrix's column order, and a subject with nothing left is dropped.
    const actions = MATRIX_ACTIONS.filter((candidate) => granted.has(candidate))
    if (actions.length) next[subject] = actions
    else delete next[subject]
    change(next)
  }, [])

  return (
    // No inner scroll: the dialog scrolls as a whole, so a matrix of disabled boxes (manage
    // everything) is never a scroll area the keyboard cannot reach.
    <TableScrollRegion
      label={t('roles.dialog.matrixLabel')}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2 }}
    >
      <Table size="small" aria-label={t('roles.dialog.matrixLabel')}>
        <TableHead>
          <TableRow>
            <TableCell>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={ticked === CELL_COUNT}
                    indeterminate={ticked > 0 && ticked < CELL_COUNT}
                    disabled={disabled}
                    onChange={(event) => onChange(event.target.checked ? FULL_MATRIX : {})}
                  />
                }
                label={t('roles.dialog.selectAll')}
              />
            </TableCell>
            {MATRIX_ACTIONS.map((action) => (
              <TableCell key={action} align="center">
                {t(`app.abilities.actions.${action}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {MATRIX_SUBJECTS.map((subject) => (
            <RoleMatrixRow
              key={subject}
              subject={subject}
              actions={shown[subject]}
              disabled={disabled}
              onToggle={toggle}
            />
          ))}
        </TableBody>
      </Table>
    </TableScrollRegion>
  )
}
