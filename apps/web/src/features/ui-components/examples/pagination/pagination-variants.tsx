import Pagination from '@mui/material/Pagination'
import Stack from '@mui/material/Stack'

export function PaginationVariants() {
  return (
    <Stack spacing={2}>
      <Pagination count={10} color="primary" />
      <Pagination count={10} variant="outlined" color="primary" />
      <Pagination count={10} shape="rounded" color="secondary" />
      <Pagination count={10} disabled />
    </Stack>
  )
}
