// Full-screen pages (authentication, status pages): no navigation, just the page.
import Box from '@mui/material/Box'
import { Outlet } from 'react-router'

export function BlankLayout() {
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', color: 'text.primary' }}>
      <Outlet />
    </Box>
  )
}
