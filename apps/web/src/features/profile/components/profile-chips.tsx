// Small shared pieces of the profile cards: the stored chips (a colour name from the data) and a
// group of member pictures named for screen readers.
import AvatarGroup from '@mui/material/AvatarGroup'
import Box from '@mui/material/Box'
import { alpha, type Theme } from '@mui/material/styles'
import { useTranslation } from 'react-i18next'
import type { ProfileChip, ProfileMember } from '@aurum/shared'
import { readableShade, TonalChip, type TonalChipColor } from '@/components/tonal-chip'
import { UserAvatar } from '@/components/user-avatar'

const CHIP_COLORS: readonly TonalChipColor[] = ['primary', 'secondary', 'success', 'info', 'warning', 'error']

/** A stored colour name, or secondary when the data names something the theme has not. */
export function chipColorOf(color: string): TonalChipColor {
  return (CHIP_COLORS as readonly string[]).includes(color) ? (color as TonalChipColor) : 'secondary'
}

/**
 * A TonalChip with text one step darker (lighter in dark mode): at the 5.2:1 TonalChip asks against
 * the card, secondary and error text measure about 4.2:1 on their own tint in light mode (axe).
 */
export function ProfileChipLabel({ label, color }: { label: string; color: TonalChipColor }) {
  return (
    <TonalChip
      label={label}
      color={color}
      sx={(theme: Theme) => ({ color: readableShade(theme, color, 6) })}
    />
  )
}

export function ProfileChips({ chips }: { chips: ProfileChip[] }) {
  if (chips.length === 0) return null
  return (
    <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, p: 0 }}>
      {chips.map((chip) => (
        <li key={chip.title}>
          <ProfileChipLabel label={chip.title} color={chipColorOf(chip.color)} />
        </li>
      ))}
    </Box>
  )
}

export type ProfileMembersProps = { members: ProfileMember[]; extra?: number; size?: number }

/** Up to four faces and "+N"; read out as one picture naming everyone. */
export function ProfileMembers({ members, extra = 0, size = 32 }: ProfileMembersProps) {
  const { t } = useTranslation()
  if (members.length === 0 && extra === 0) return null
  const shown = members.slice(0, 4)
  const more = extra + members.length - shown.length
  const names = shown.map((member) => member.name).join(', ')
  return (
    <AvatarGroup
      role="img"
      aria-label={
        more > 0
          ? t('profile.members.namesAndMore', { names, count: more })
          : t('profile.members.names', { names })
      }
      total={shown.length + more}
      max={shown.length + 1}
      slotProps={{
        surplus: {
          sx: (theme: Theme) => ({
            width: size,
            height: size,
            fontSize: size * 0.36,
            bgcolor: alpha(theme.palette.text.primary, 0.12),
            color: 'text.primary',
          }),
        },
      }}
      sx={{ justifyContent: 'flex-end', '& .MuiAvatar-root': { borderColor: 'background.paper' } }}
    >
      {shown.map((member) => (
        <UserAvatar key={member.name} name={member.name} src={member.avatar} size={size} />
      ))}
    </AvatarGroup>
  )
}
