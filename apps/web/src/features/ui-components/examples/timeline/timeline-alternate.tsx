import CheckOutlined from '@mui/icons-material/CheckOutlined'
import CodeOutlined from '@mui/icons-material/CodeOutlined'
import RocketLaunchOutlined from '@mui/icons-material/RocketLaunchOutlined'
import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'

const MILESTONES = [
  { id: 'design', Icon: CheckOutlined, colour: 'success' },
  { id: 'build', Icon: CodeOutlined, colour: 'info' },
  { id: 'launch', Icon: RocketLaunchOutlined, colour: 'primary' },
] as const

/** Milestones on both sides of a centre line, each with an icon in its colour. */
export function TimelineAlternate() {
  const { t } = useTranslation()
  return (
    <Box sx={{ position: 'relative' }}>
      <Box
        sx={{
          position: 'absolute',
          top: 0,
          bottom: 0,
          insetInlineStart: 'calc(50% - 1px)',
          width: 2,
          bgcolor: 'divider',
        }}
      />
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {MILESTONES.map(({ id, Icon, colour }, index) => (
          <Box
            component="li"
            key={id}
            sx={{
              display: 'flex',
              alignItems: 'center',
              flexDirection: index % 2 ? 'row-reverse' : 'row',
              mb: 2,
            }}
          >
            <Paper variant="outlined" sx={{ width: 'calc(50% - 28px)', p: 1.5 }}>
              <Typography sx={{ fontWeight: 500 }}>{t(`uiComponents.timeline.milestones.${id}`)}</Typography>
              <Typography variant="body2" color="text.secondary">
                {t(`uiComponents.timeline.milestones.${id}Text`)}
              </Typography>
            </Paper>
            <Avatar
              sx={{
                mx: 1,
                width: 40,
                height: 40,
                bgcolor: `${colour}.main`,
                color: `${colour}.contrastText`,
                zIndex: 1,
              }}
            >
              <Icon fontSize="small" />
            </Avatar>
          </Box>
        ))}
      </Box>
    </Box>
  )
}
