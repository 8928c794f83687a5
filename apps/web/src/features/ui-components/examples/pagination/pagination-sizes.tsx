import Pagination from '@mui/material/Pagination'
import Stack from '@mui/material/Stack'

export function PaginationSizes() {
  return (
    <Stack spacing={2}>
      <Pagination count={8} size="small" />
      <Pagination count={8} />
      <Pagination count={8} size="large" />
      <Pagination
        count={20}
        defaultPage={10}
        siblingCount={0}
        boundaryCount={1}
        showFirstButton
        showLastButton
      />
    </Stack>
  )
}
