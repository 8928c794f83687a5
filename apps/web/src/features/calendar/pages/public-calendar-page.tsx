// /calendar-aurum/calendar (blank layout, visitors): the organisation's public events, read only,
// in the reader's language and week start, right to left in Arabic.
import { useState } from 'react'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import Typography from '@mui/material/Typography'
import { alpha, useTheme } from '@mui/material/styles'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import FullCalendar from '@fullcalendar/react'
import type { LocaleInput } from '@fullcalendar/core'
import dayGridPlugin from '@fullcalendar/daygrid'
import listPlugin from '@fullcalendar/list'
import arLocale from '@fullcalendar/core/locales/ar'
import esLocale from '@fullcalendar/core/locales/es'
import frLocale from '@fullcalendar/core/locales/fr'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { publicCalendarEventSchema } from '@aurum/shared'
import { apiCall } from '@/lib/api-client'
import type { CalendarRange } from '../api'
import { calendarFrameSx, eventTitleInOwnDirection, moreLinkAsButton } from '../components/calendar-frame'

const LOCALES: Record<string, LocaleInput> = { ar: arLocale, es: esLocale, fr: frLocale }
const events = z.array(publicCalendarEventSchema)

export function PublicCalendarPage() {
  const { t, i18n } = useTranslation()
  const theme = useTheme()
  const language = i18n.language.split('-')[0] ?? 'en'
  const [range, setRange] = useState<CalendarRange | null>(null)
  const query = useQuery({
    queryKey: ['calendar', 'public', range],
    queryFn: async ({ signal }) =>
      apiCall(events, '/api/calendar-aurum/events', { query: range ?? {}, signal }),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  })
  return (
    <Box component="main" sx={{ maxWidth: 1100, mx: 'auto', p: { xs: 2, md: 6 } }}>
      <Typography component="h1" variant="h4">
        {t('calendar.public.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {t('calendar.public.subtitle')}
      </Typography>
      <Card
        sx={{
          p: { xs: 1, sm: 3 },
          ...calendarFrameSx(theme),
        }}
      >
        <FullCalendar
          plugins={[dayGridPlugin, listPlugin]}
          initialView="dayGridMonth"
          headerToolbar={{ start: 'prev,next today title', end: 'dayGridMonth,listMonth' }}
          locale={LOCALES[language] ?? 'en'}
          direction={language === 'ar' ? 'rtl' : 'ltr'}
          height="auto"
          editable={false}
          events={(query.data ?? []).map((event) => ({
            id: String(event.id),
            title: event.title,
            start: event.start,
            end: event.end,
            allDay: event.allDay,
            backgroundColor: alpha(theme.palette.success.main, 0.16),
            borderColor: theme.palette.success.main,
            textColor: theme.palette.text.primary,
          }))}
          dayCellDidMount={({ el }) => el.removeAttribute('aria-labelledby')}
          eventDidMount={eventTitleInOwnDirection}
          moreLinkDidMount={moreLinkAsButton}
          datesSet={(arg) => {
            requestAnimationFrame(() =>
              document.querySelectorAll('.fc-icon[role="img"]').forEach((icon) => {
                icon.removeAttribute('role')
                icon.setAttribute('aria-hidden', 'true')
              }),
            )
            setRange((current) => {
              const next = { start: arg.start.toISOString(), end: arg.end.toISOString() }
              return current && current.start === next.start && current.end === next.end ? current : next
            })
          }}
        />
      </Card>
    </Box>
  )
}
