import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import CardHeader from '@mui/material/CardHeader'
import LinearProgress from '@mui/material/LinearProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { useFormat } from '@/lib/format'

const GOALS = [
  { id: 'design', done: 24, total: 30, colour: 'primary' },
  { id: 'content', done: 9, total: 20, colour: 'info' },
  { id: 'testing', done: 17, total: 18, colour: 'success' },
] as const

/** A card holding a list with progress: a project's tasks by team. */
export function CardAdvanceGoals() {
  const { t } = useTranslation()
  const format = useFormat()
  return (
    <Card variant="outlined">
      <CardHeader
        title={t('cards.advance.goalsTitle')}
        subheader={t('cards.advance.goalsSubtitle')}
        slotProps={{ title: { component: 'h3' } }}
      />
      <CardContent>
        <Stack spacing={2}>
          {GOALS.map(({ id, done, total, colour }) => (
            <Box key={id}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
                <Typography variant="body2">{t(`cards.advance.teams.${id}`)}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('cards.advance.doneOf', { done: format.number(done), total: format.number(total) })}
                </Typography>
              </Box>
              <LinearProgress
                variant="determinate"
                value={(done / total) * 100}
                color={colour}
                aria-label={t(`cards.advance.teams.${id}`)}
              />
            </Box>
          ))}
        </Stack>
      </CardContent>
    </Card>
  )
}
