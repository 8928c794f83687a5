// The actions column of a list: right-aligned, unsortable, one icon button per action with its
// tooltip. Every list's last column is built from these.
import type { ReactElement, ReactNode } from 'react'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Tooltip from '@mui/material/Tooltip'
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid'
import { Link as RouterLink } from 'react-router'

export function actionsColumn<Row extends GridValidRowModel>(
  headerName: string,
  width: number,
  renderActions: (row: Row) => ReactNode,
): GridColDef<Row> {
  return {
    field: 'actions',
    headerName,
    sortable: false,
    width,
    align: 'right',
    headerAlign: 'right',
    renderCell: ({ row }) => (
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', height: '100%' }}>
        {renderActions(row)}
      </Box>
    ),
  }
}

type RowActionProps = {
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
