import Pagination from '@mui/material/Pagination'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

export function PaginationControlled() {
  const { t } = useTranslation()
  const [page, setPage] = useState(1)
  return (
    <Stack spacing={2}>
      <Typography aria-live="polite">{t('uiComponents.pagination.current', { page, count: 12 })}</Typography>
      <Pagination count={12} page={page} onChange={(_, value) => setPage(value)} color="primary" />
    </Stack>
  )
}
