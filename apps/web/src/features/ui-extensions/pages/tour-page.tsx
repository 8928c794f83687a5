// /extensions/tour: the guided tour of the shell (driver.js). Offered until the user dismisses it
// for good, which the server remembers per user (GET/PUT /api/account/tour); it can always be
// started again from here, and offered again.
import TourOutlined from '@mui/icons-material/TourOutlined'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import GlobalStyles from '@mui/material/GlobalStyles'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '../../../components/page-header'
import { ErrorState } from '../../../components/state-views'
import { useSetTour, useTour } from '../api'
import { startShellTour } from '../components/shell-tour'

export function TourPage() {
  const { t } = useTranslation()
  const tour = useTour()
  const setTour = useSetTour()
  const dismissForGood = () => setTour.mutate({ dismissed: true })
  const start = () => startShellTour({ t, onDismissForGood: dismissForGood })

  return (
    <>
      {/* driver.js's popover in the theme's colours (it is drawn outside React). */}
      <GlobalStyles
        styles={(theme) => ({
          '.driver-popover.aurum-tour': {
            backgroundColor: theme.palette.background.paper,
            color: theme.palette.text.primary,
            fontFamily: String(theme.typography.fontFamily),
            borderRadius: Number(theme.shape.borderRadius) * 2,
            boxShadow: theme.shadows[8],
          },
          '.aurum-tour .driver-popover-title': {
            fontSize: theme.typography.h6.fontSize,
            fontFamily: 'inherit',
          },
          '.aurum-tour .driver-popover-description, .aurum-tour .driver-popover-progress-text': {
            color: theme.palette.text.secondary,
            fontFamily: 'inherit',
          },
          '.aurum-tour .driver-popover-arrow': { borderColor: theme.palette.background.paper },
          '.aurum-tour .driver-popover-footer button': {
            backgroundColor: theme.palette.background.paper,
            color: theme.palette.text.primary,
            textShadow: 'none',
            border: `1px solid ${theme.palette.divider}`,
            fontFamily: 'inherit',
          },
          '.aurum-tour .driver-popover-close-btn': { color: theme.palette.text.secondary },
          '.aurum-tour .aurum-tour-dismiss': { marginInlineEnd: 'auto' },
        })}
      />
      <PageHeader title={t('nav.tour')} subtitle={t('uiExtensions.tour.subtitle')} />
      <Card>
        <CardContent>
          {tour.isError ? (
            <ErrorState error={tour.error} onRetry={() => void tour.refetch()} />
          ) : !tour.data ? (
            <Skeleton variant="rounded" height={96} />
          ) : tour.data.dismissed ? (
            <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
              <Typography>{t('uiExtensions.tour.dismissedText')}</Typography>
              <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
                <Button variant="contained" startIcon={<TourOutlined />} onClick={start}>
                  {t('uiExtensions.tour.start')}
                </Button>
                <Button onClick={() => setTour.mutate({ dismissed: false })} disabled={setTour.isPending}>
                  {t('uiExtensions.tour.offerAgain')}
                </Button>
              </Stack>
            </Stack>
          ) : (
            <Alert
              severity="info"
              icon={<TourOutlined />}
              action={
                <Stack direction="row" spacing={1}>
                  <Button color="inherit" size="small" onClick={dismissForGood} disabled={setTour.isPending}>
                    {t('uiExtensions.tour.dismissForGood')}
                  </Button>
                  <Button variant="contained" size="small" onClick={start}>
                    {t('uiExtensions.tour.start')}
                  </Button>
                </Stack>
              }
            >
              {t('uiExtensions.tour.offer')}
            </Alert>
          )}
        </CardContent>
      </Card>
    </>
  )
}
