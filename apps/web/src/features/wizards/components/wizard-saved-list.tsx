// "Your deals", "Your listings": the rows a wizard stored for the signed-in user (newest first, as
// the server pages them), each with open (its details in a dialog), edit (the wizard again, filled
// with the row) and delete (after a confirmation).
import { useState, type ReactNode } from 'react'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import CardHeader from '@mui/material/CardHeader'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import DeleteOutlined from '@mui/icons-material/DeleteOutlined'
import EditOutlined from '@mui/icons-material/EditOutlined'
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined'
import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { ErrorState, LoadingState } from '@/components/state-views'
import { TableScrollRegion } from '@/components/table-scroll-region'

type WizardSavedColumn<T> = { key: string; label: string; render: (row: T) => ReactNode }

export type WizardSavedListProps<T extends { id: number }> = {
  title: string
  hint: string
  empty: string
  rows: T[] | undefined
  isError: boolean
  error: unknown
  onRetry: () => void
  columns: readonly WizardSavedColumn<T>[]
  /** The row's name in its buttons' labels and the dialogs' titles. */
  nameOf: (row: T) => string
  renderDetails: (row: T) => ReactNode
  onEdit: (row: T) => void
  deleteTitle: (row: T) => string
  deleteText: (row: T) => string
  onDelete: (row: T) => Promise<unknown>
}

export function WizardSavedList<T extends { id: number }>({
  title,
  hint,
  empty,
  rows,
  isError,
  error,
  onRetry,
  columns,
  nameOf,
  renderDetails,
  onEdit,
  deleteTitle,
  deleteText,
  onDelete,
}: WizardSavedListProps<T>) {
  const { t } = useTranslation()
  const [opened, setOpened] = useState<T | null>(null)
  const [deleting, setDeleting] = useState<T | null>(null)
  const [pending, setPending] = useState(false)
  const confirmDelete = async () => {
    if (!deleting) return
    setPending(true)
    try {
      await onDelete(deleting)
      setDeleting(null)
    } catch {
      // The mutation's snackbar says why; the dialog stays open.
    } finally {
      setPending(false)
    }
  }
  return (
    <Card component="section" aria-label={title} sx={{ mt: 3 }}>
      <CardHeader title={title} subheader={hint} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      {isError ? (
        <ErrorState error={error} onRetry={onRetry} />
      ) : !rows ? (
        <LoadingState label={title} />
      ) : rows.length === 0 ? (
        <CardContent>
          <Typography color="text.secondary">{empty}</Typography>
        </CardContent>
      ) : (
        <TableScrollRegion label={title}>
          <Table aria-label={title}>
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <TableCell key={column.key}>{column.label}</TableCell>
                ))}
                <TableCell align="right">{t('wizards.kit.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => {
                const name = nameOf(row)
                return (
                  <TableRow key={row.id} hover>
                    {columns.map((column) => (
                      <TableCell key={column.key}>{column.render(row)}</TableCell>
                    ))}
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <Tooltip title={t('wizards.kit.open')}>
                        <IconButton
                          aria-label={t('wizards.kit.openNamed', { name })}
                          onClick={() => setOpened(row)}
                        >
                          <VisibilityOutlined />
                        </IconButton>
                      </Tooltip>
                      <Tooltip title={t('wizards.kit.edit')}>
                        <IconButton
                          aria-label={t('wizards.kit.editNamed', { name })}
                          onClick={() => onEdit(row)}
                        >
                          <EditOutlined />
                        </IconButton>
                      </Tooltip>
                      <Tooltip title={t('wizards.kit.delete')}>
                        <IconButton
                          aria-label={t('wizards.kit.deleteNamed', { name })}
                          onClick={() => setDeleting(row)}
                        >
                          <DeleteOutlined />
                        </IconButton>
                      </Tooltip>
                    </TableCell>
                  </TableRow>
                )
              })}
            </TableBody>
          </Table>
        </TableScrollRegion>
      )}
      <Dialog open={opened !== null} onClose={() => setOpened(null)} maxWidth="md" fullWidth>
        {opened ? (
          <>
            <DialogTitle>{nameOf(opened)}</DialogTitle>
            <DialogContent>{renderDetails(opened)}</DialogContent>
            <DialogActions>
              <Button
                onClick={() => {
                  setOpened(null)
                  onEdit(opened)
                }}
              >
                {t('wizards.kit.edit')}
              </Button>
              <Button variant="contained" onClick={() => setOpened(null)}>
                {t('wizards.kit.close')}
              </Button>
            </DialogActions>
          </>
        ) : null}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        title={deleting ? deleteTitle(deleting) : ''}
        text={deleting ? deleteText(deleting) : ''}
        confirmLabel={t('wizards.kit.delete')}
        pending={pending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </Card>
  )
}
