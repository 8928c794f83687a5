import Avatar from '@mui/material/Avatar'
import AvatarGroup from '@mui/material/AvatarGroup'
import Stack from '@mui/material/Stack'
import Tooltip from '@mui/material/Tooltip'

const TEAM = [
  'Ada Lovelace',
  'Grace Hopper',
  'Alan Turing',
  'Katherine Johnson',
  'Edsger Dijkstra',
  'Barbara Liskov',
]
const slug = (name: string) => name.toLowerCase().replace(/\s+/g, '-')

export function AvatarGroupExample() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <AvatarGroup max={4}>
        {TEAM.map((name) => (
          <Tooltip key={name} title={name}>
            <Avatar alt={name} src={`/api/media/avatar/${slug(name)}.svg`} />
          </Tooltip>
        ))}
      </AvatarGroup>
      <AvatarGroup total={24} spacing="small">
        {TEAM.slice(0, 3).map((name) => (
          <Avatar key={name} alt={name} src={`/api/media/avatar/${slug(name)}.svg`} />
        ))}
      </AvatarGroup>
    </Stack>
  )
}
