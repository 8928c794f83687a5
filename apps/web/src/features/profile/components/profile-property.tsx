// The lines of the about, contacts, teams and overview lists: stored with an English property name
// and a Remix icon name (the spec's data); shown with a translated label and a Material icon.
import type { SvgIconComponent } from '@mui/icons-material'
import CheckOutlined from '@mui/icons-material/CheckOutlined'
import ChatOutlined from '@mui/icons-material/ChatOutlined'
import DraftsOutlined from '@mui/icons-material/DraftsOutlined'
import FlagOutlined from '@mui/icons-material/FlagOutlined'
import GroupsOutlined from '@mui/icons-material/GroupsOutlined'
import InfoOutlined from '@mui/icons-material/InfoOutlined'
import PersonOutline from '@mui/icons-material/PersonOutline'
import PhoneOutlined from '@mui/icons-material/PhoneOutlined'
import StarOutline from '@mui/icons-material/StarOutline'
import TranslateOutlined from '@mui/icons-material/TranslateOutlined'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import type { ProfileProperty } from '@aurum/shared'
import { useRoleName } from '@/components/user-role-icon'
import { useFormat } from '@/lib/format'

const ICONS: Record<string, SvgIconComponent> = {
  'ri-user-3-line': PersonOutline,
  'ri-check-line': CheckOutlined,
  'ri-star-smile-line': StarOutline,
  'ri-flag-line': FlagOutlined,
  'ri-translate-2': TranslateOutlined,
  'ri-phone-line': PhoneOutlined,
  'ri-wechat-line': ChatOutlined,
  'ri-mail-open-line': DraftsOutlined,
}

/** Stored property names with a translation; any other name is shown as stored. */
const PROPERTY_KEYS: Record<string, string> = {
  'Full Name': 'fullName',
  Status: 'status',
  Role: 'role',
  Country: 'country',
  Language: 'language',
  Contact: 'contact',
  Skype: 'skype',
  Email: 'email',
  'Task Compiled': 'tasksCompleted',
  Connections: 'connections',
  'Projects Compiled': 'projectsCompleted',
}

/** The Material icon of a stored Remix icon name; lines without one (teams) get a group icon. */
function ProfileIcon({ name }: { name: string | undefined }) {
  const Icon = name ? (ICONS[name] ?? InfoOutlined) : GroupsOutlined
  return <Icon fontSize="small" aria-hidden />
}

function usePropertyLabel() {
  const { t } = useTranslation()
  return (property: string) => {
    const key = PROPERTY_KEYS[property]
    return key ? t(`profile.properties.${key}`) : property
  }
}

const STATUSES = ['active', 'inactive', 'pending']
/** Languages stored by English name (as the users' are), named by Intl in the reader's language. */
const LANGUAGE_CODES: Record<string, string> = { English: 'en', Spanish: 'es', French: 'fr', Arabic: 'ar' }

/** The demo data writes team sizes in English, "(126 Members)": said again in the reader's words. */
const MEMBERS_PATTERN = /^\((\d+) Members?\)$/

/** A stored value as read: team sizes translated, an email allowed to wrap only after its "@". */
function PropertyValue({ property, value }: { property: string; value: string }) {
  const { t } = useTranslation()
  const format = useFormat()
  const roleName = useRoleName()
  if (property === 'Status' && STATUSES.includes(value)) return <>{t(`profile.statuses.${value}`)}</>
  if (property === 'Role') return <>{roleName(value)}</>
  if (property === 'Country' && /^[A-Z]{2}$/.test(value)) return <>{format.country(value, value)}</>
  if (property === 'Language' && LANGUAGE_CODES[value]) return <>{format.language(LANGUAGE_CODES[value])}</>
  const members = MEMBERS_PATTERN.exec(value)
  if (members) {
    const count = Number(members[1])
    return <>{t('profile.teams.members', { count, formatted: format.number(count) })}</>
  }
  const at = value.indexOf('@')
  if (at > 0 && !value.includes(' '))
    return (
      <>
        {value.slice(0, at)}
        <wbr />
        {value.slice(at)}
      </>
    )
  return <>{value}</>
}

export function ProfilePropertyLine({ item }: { item: ProfileProperty }) {
  const { t } = useTranslation()
  const label = usePropertyLabel()
  return (
    <Box
      component="li"
      // A long value (an email) moves under its label instead of breaking inside a word.
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 1.5,
        color: 'text.secondary',
      }}
    >
      <ProfileIcon name={item.icon} />
      <Typography component="span" sx={{ fontWeight: 500, color: 'text.primary' }}>
        {/* First-strong isolates: an English name keeps its colon on the right side in Arabic. */}
        {t('profile.about.propertyLabel', { label: `\u2068${label(item.property)}\u2069` })}
      </Typography>
      {/* Stored values are mostly left-to-right text (phone numbers, "(126 Members)"): keep their order in Arabic. */}
      <Typography component="bdi" sx={{ minWidth: 0, overflowWrap: 'break-word' }}>
        <PropertyValue property={item.property} value={item.value} />
      </Typography>
    </Box>
  )
}
