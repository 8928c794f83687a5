// The top of every profile tab: cover picture, the user's picture, name, designation, location and
// joining date (GET /api/pages/profile/header).
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import type { SvgIconComponent } from '@mui/icons-material'
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined'
import LocationOnOutlined from '@mui/icons-material/LocationOnOutlined'
import WorkOutline from '@mui/icons-material/WorkOutline'
import { useTranslation } from 'react-i18next'
import { ErrorState } from '@/components/state-views'
import { UserAvatar } from '@/components/user-avatar'
import { useProfileHeader } from '../api'
import { useFormat } from '@/lib/format'
import { useRoleName } from '@/components/user-role-icon'

// The generated cover is a 4:3 tile with its label in the middle: a wide banner shows its top
// band (colour and shapes), not a giant crop of the label.
const COVER_HEIGHT = { xs: 100, md: 220 }
const PICTURE_SIZE = 120

function HeaderFact({ icon: Icon, text }: { icon: SvgIconComponent; text: string }) {
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}>
      <Icon fontSize="small" aria-hidden />
      <Typography component="span" sx={{ fontWeight: 500 }}>
        {text}
      </Typography>
    </Box>
  )
}

export function ProfileHeaderCard() {
  const { t } = useTranslation()
  const format = useFormat()
  const roleName = useRoleName()
  const header = useProfileHeader()

  if (header.isError) {
    return (
      <Card sx={{ p: 3 }}>
        <ErrorState error={header.error} onRetry={() => void header.refetch()} />
      </Card>
    )
  }
  const data = header.data
  return (
    <Card aria-busy={!data}>
      {data ? (
        <Box
          component="img"
          src={data.coverImg}
          alt=""
          sx={{
            display: 'block',
            width: '100%',
            height: COVER_HEIGHT,
            objectFit: 'cover',
            objectPosition: 'top',
          }}
        />
      ) : (
        <Skeleton variant="rectangular" sx={{ height: COVER_HEIGHT }} />
      )}
      <CardContent
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', md: 'row' },
          alignItems: { xs: 'center', md: 'flex-end' },
          gap: { xs: 2, md: 3 },
          pt: 0,
          '&:last-child': { pb: 3 },
        }}
      >
        <Box
          sx={{
            mt: `-${PICTURE_SIZE / 2}px`,
            p: 0.75,
            borderRadius: 2,
            bgcolor: 'background.paper',
            flexShrink: 0,
          }}
        >
          {data ? (
            <UserAvatar name={data.fullName} src={data.profileImg} size={PICTURE_SIZE} rounded />
          ) : (
            <Skeleton variant="rounded" width={PICTURE_SIZE} height={PICTURE_SIZE} />
          )}
        </Box>
        <Box sx={{ flex: '1 1 auto', minWidth: 0, textAlign: { xs: 'center', md: 'start' } }}>
          <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
            {data ? data.fullName : <Skeleton width={220} sx={{ mx: { xs: 'auto', md: 0 } }} />}
          </Typography>
          {data ? (
            <Box
              component="ul"
              aria-label={t('profile.header.facts')}
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                justifyContent: { xs: 'center', md: 'flex-start' },
                columnGap: 3,
                rowGap: 1,
                listStyle: 'none',
                m: 0,
                p: 0,
              }}
            >
              {data.designation ? <HeaderFact icon={WorkOutline} text={roleName(data.designation)} /> : null}
              {data.location ? (
                <HeaderFact icon={LocationOnOutlined} text={format.country(data.location, data.location)} />
              ) : null}
              <HeaderFact
                icon={CalendarMonthOutlined}
                text={t('profile.header.joined', { date: format.monthLong(data.joiningDate) })}
              />
            </Box>
          ) : (
            <Skeleton width={320} sx={{ mx: { xs: 'auto', md: 0 } }} />
          )}
        </Box>
      </CardContent>
    </Card>
  )
}
