import Avatar from '@mui/material/Avatar'
import Stack from '@mui/material/Stack'

const SIZES = [24, 32, 40, 56, 72]

export function AvatarSizes() {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      {SIZES.map((size) => (
        <Avatar
          key={size}
          src="/api/media/avatar/grace-hopper.svg"
          alt=""
          sx={{ width: size, height: size }}
        />
      ))}
    </Stack>
  )
}
