import Avatar from '@mui/material/Avatar'
import Badge from '@mui/material/Badge'
import Box from '@mui/material/Box'
import Stack from '@mui/material/Stack'

export function BadgeOverlap() {
  return (
    <Stack direction="row" spacing={3}>
      <Badge
        color="success"
        variant="dot"
        overlap="circular"
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      >
        <Avatar alt="" src="/api/media/avatar/alan-turing.svg" />
      </Badge>
      <Badge color="error" badgeContent={4} overlap="rectangular">
        <Box sx={{ width: 40, height: 40, bgcolor: 'action.selected', borderRadius: 1 }} />
      </Badge>
      <Badge color="warning" badgeContent="!" anchorOrigin={{ vertical: 'top', horizontal: 'left' }}>
        <Box sx={{ width: 40, height: 40, bgcolor: 'action.selected', borderRadius: 1 }} />
      </Badge>
    </Stack>
  )
}
