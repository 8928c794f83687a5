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
import { PageHeader } from '@/components/page-header'
import { ErrorState } from '@/components/state-views'
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
            // Room for the footer's four parts on one line (driver.js's 300 px wrapped them).
            minWidth: 'min(360px, calc(100vw - 32px))',
            maxWidth: 440,
          },
          '.aurum-tour .driver-popover-footer': { gap: theme.spacing(1), flexWrap: 'wrap' },
          '.aurum-tour .driver-popover-progress-text': { whiteSpace: 'nowrap' },
          '.aurum-tour .driver-popover-title': {
            fontSize: theme.typography.h6.fontSize,
            fontFamily: 'inherit',
          },
          '.aurum-tour .driver-popover-description, .aurum-tour .driver-popover-progress-text': {
            color: theme.palette.text.secondary,
            fontFamily: 'inherit',
          },
          '.aurum-tour .driver-popover-arrow': { borderColor: theme.palette.background.paper },
          // The footer's buttons as the app's: next and done contained, previous outlined, the
          // dismissal a text button, each with the theme's shape, type and focus ring.
          '.aurum-tour .driver-popover-footer button': {
            ...theme.typography.button,
            textTransform: 'none',
            textShadow: 'none',
            fontFamily: 'inherit',
            borderRadius: Number(theme.shape.borderRadius),
            padding: theme.spacing(0.75, 2),
            border: '1px solid transparent',
            cursor: 'pointer',
            whiteSpace: 'nowrap',
            transition: theme.transitions.create(['background-color', 'border-color']),
            '&:focus-visible': {
              outline: `2px solid ${theme.palette.primary.main}`,
              outlineOffset: 2,
            },
          },
          '.aurum-tour .driver-popover-footer .driver-popover-next-btn': {
            backgroundColor: theme.palette.primary.main,
            color: theme.palette.primary.contrastText,
            '&:hover': { backgroundColor: theme.palette.primary.dark },
          },
          '.aurum-tour .driver-popover-footer .driver-popover-prev-btn': {
            backgroundColor: 'transparent',
            color: theme.palette.primary.main,
            borderColor: theme.palette.primary.main,
            '&:hover': { backgroundColor: theme.palette.action.hover },
          },
          '.aurum-tour .driver-popover-footer .aurum-tour-dismiss': {
            backgroundColor: 'transparent',
            color: theme.palette.text.secondary,
            marginInlineEnd: 'auto',
            paddingInline: theme.spacing(1),
            '&:hover': { backgroundColor: theme.palette.action.hover },
          },
          '.aurum-tour .driver-popover-navigation-btns': { gap: theme.spacing(1) },
          '.aurum-tour .driver-popover-close-btn': { color: theme.palette.text.secondary },
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
