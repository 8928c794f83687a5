// One action of a list row: an icon button with its tooltip, named after the row for assistive
// technology ("Delete Shoes"). The actions column (use-columns.tsx) lays them out.
import type { ReactElement } from 'react'
import IconButton from '@mui/material/IconButton'
import Tooltip from '@mui/material/Tooltip'
import { Link as RouterLink } from 'react-router'

export type RowActionProps = {
  /** The tooltip. */
  title: string
  /** The accessible name, naming the row ("Delete Shoes"). */
  label: string
  icon: ReactElement
  disabled?: boolean
} & ({ to: string; onClick?: never } | { onClick: () => void; to?: never })

export function RowAction({ title, label, icon, disabled, to, onClick }: RowActionProps) {
  const button = to ? (
    <IconButton component={RouterLink} to={to} aria-label={label} disabled={disabled}>
      {icon}
    </IconButton>
  ) : (
    <IconButton aria-label={label} onClick={onClick} disabled={disabled}>
      {icon}
    </IconButton>
  )
  // A disabled button fires no events, so its tooltip needs a wrapper that does.
  return <Tooltip title={title}>{disabled === undefined ? button : <span>{button}</span>}</Tooltip>
}
