// The box of a table that may scroll sideways (a phone, a narrow column): focusable and named, so
// a keyboard user can scroll it (axe's scrollable-region-focusable) and a screen reader says what
// the region holds. MUI's TableContainer is the scrolling box; this only names it.
import TableContainer, { type TableContainerProps } from '@mui/material/TableContainer'

export type TableScrollRegionProps = Omit<TableContainerProps, 'role' | 'tabIndex'> & {
  /** What the table lists, usually the table's own aria-label. */
  label: string
}

export function TableScrollRegion({ label, children, ...props }: TableScrollRegionProps) {
  return (
    <TableContainer {...props} role="region" tabIndex={0} aria-label={label}>
      {children}
    </TableContainer>
  )
}
