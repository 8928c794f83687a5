// The notification preferences table: for each event, whether it comes by email, in the browser or
// in the app, with Save and Discard. Used for the caller's account, a user and a store customer;
// each passes its own strings and its own save call.
import { useState } from 'react'
import Button from '@mui/material/Button'
import CardContent from '@mui/material/CardContent'
import Checkbox from '@mui/material/Checkbox'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import { useTranslation } from 'react-i18next'
import { useNotify } from './notifications'
import { TableScrollRegion } from './table-scroll-region'

const NOTIFICATION_CHANNELS = ['email', 'browser', 'app'] as const
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number]
export type NotificationRow = { type: string } & Record<NotificationChannel, boolean>

export type NotificationPreferencesText = {
  table: string
  typeHeader: string
  type: (type: string) => string
  channel: (channel: NotificationChannel) => string
  /** The checkbox's accessible name, e.g. "New order by email". */
  cell: (type: string, channel: string) => string
  discard: string
  saved: string
}

export function NotificationPreferences<Row extends NotificationRow>({
  saved,
  onSave,
  canUpdate = true,
  text,
}: {
  saved: Row[]
  /** Stores the rows and answers them as stored. */
  onSave: (rows: Row[]) => Promise<Row[]>
  canUpdate?: boolean
  text: NotificationPreferencesText
}) {
  const { t } = useTranslation()
  const notify = useNotify()
  const [rows, setRows] = useState(saved)
  const [saving, setSaving] = useState(false)
  // What the server last answered; rows differ from it until saved or discarded.
  const [stored, setStored] = useState(saved)
  const [lastSaved, setLastSaved] = useState(saved)
  if (saved !== lastSaved) {
    // Fresh data from the server (a refetch) replaces the table's state.
    setLastSaved(saved)
    setStored(saved)
    setRows(saved)
  }
  const dirty = JSON.stringify(rows) !== JSON.stringify(stored)

  const toggle = (type: string, channel: NotificationChannel, checked: boolean) =>
    setRows((current) => current.map((row) => (row.type === type ? { ...row, [channel]: checked } : row)))

  const save = async () => {
    setSaving(true)
    try {
      const answered = await onSave(rows)
      setStored(answered)
      setRows(answered)
      notify(text.saved)
    } catch {
      notify(t('common.saveFailed'), 'error')
    } finally {
      setSaving(false)
    }
  }

  return (
    <>
      <TableScrollRegion label={text.table}>
        <Table aria-label={text.table}>
          <TableHead>
            <TableRow>
              <TableCell>{text.typeHeader}</TableCell>
              {NOTIFICATION_CHANNELS.map((channel) => (
                <TableCell key={channel} align="center">
                  {text.channel(channel)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.type}>
                <TableCell component="th" scope="row">
                  {text.type(row.type)}
                </TableCell>
                {NOTIFICATION_CHANNELS.map((channel) => (
                  <TableCell key={channel} align="center" padding="checkbox">
                    <Checkbox
                      checked={row[channel]}
                      disabled={!canUpdate}
                      onChange={(event) => toggle(row.type, channel, event.target.checked)}
                      slotProps={{
                        input: { 'aria-label': text.cell(text.type(row.type), text.channel(channel)) },
                      }}
                    />
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableScrollRegion>
      {canUpdate ? (
        <CardContent sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          <Button variant="contained" onClick={() => void save()} loading={saving} disabled={!dirty}>
            {t('common.saveChanges')}
          </Button>
          <Button
            variant="outlined"
            color="secondary"
            onClick={() => setRows(stored)}
            disabled={!dirty || saving}
          >
            {text.discard}
          </Button>
        </CardContent>
      ) : null}
    </>
  )
}
