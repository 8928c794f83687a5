// "Export CSV": downloads every row the list's filters select, with progress and a snackbar on failure.
import { useState } from 'react'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined'
import { useTranslation } from 'react-i18next'
import type { QueryValue } from '@/lib/api-client'
import { downloadCsv } from '@/lib/csv-download'
import { useNotify } from '../notifications'

export type ExportButtonProps = { path: string; query: Record<string, QueryValue>; fileName: string }

export function ExportButton({ path, query, fileName }: ExportButtonProps) {
  const { t } = useTranslation()
  const notify = useNotify()
  const [pending, setPending] = useState(false)
  return (
    <Button
      variant="outlined"
      color="secondary"
      disabled={pending}
      startIcon={
        pending ? <CircularProgress size={16} color="inherit" aria-hidden /> : <FileDownloadOutlined />
      }
      onClick={async () => {
        setPending(true)
        try {
          await downloadCsv(path, query, fileName)
        } catch {
          notify(t('common.exportFailed'), 'error')
        } finally {
          setPending(false)
        }
      }}
    >
      {t('common.export')}
    </Button>
  )
}
