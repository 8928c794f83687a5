// The calendar page's side panel: add, download and import, the small month picker and the
// calendar filter. Beside the calendar on a desktop, in a drawer on a phone (calendar-page.tsx).
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormGroup from '@mui/material/FormGroup'
import Typography from '@mui/material/Typography'
import { useTheme } from '@mui/material/styles'
import AddOutlined from '@mui/icons-material/AddOutlined'
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined'
import FileUploadOutlined from '@mui/icons-material/FileUploadOutlined'
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar'
import { useTranslation } from 'react-i18next'
import { CALENDARS, type CalendarName } from '@aurum/shared'
import { PickersLocalization } from '@/components/pickers-localization'
import { downloadCsv } from '@/lib/csv-download'
import { showSnackbar } from '@/lib/snackbar'
import { CALENDAR_PATH } from '../api'
import { calendarColour } from './calendar-frame'

export type CalendarSidePanelProps = {
  checked: CalendarName[]
  onCheckedChange: (checked: CalendarName[]) => void
  shownDate: Date
  onPickDate: (date: Date) => void
  onAdd: () => void
  onImport: () => void
}

export function CalendarSidePanel({
  checked,
  onCheckedChange,
  shownDate,
  onPickDate,
  onAdd,
  onImport,
}: CalendarSidePanelProps) {
  const { t } = useTranslation()
  const theme = useTheme()
  const allChecked = checked.length === CALENDARS.length
  const toggle = (name: CalendarName) =>
    onCheckedChange(
      checked.includes(name)
        ? checked.filter((item) => item !== name)
        : CALENDARS.filter((item) => item === name || checked.includes(item)),
    )

  return (
    <>
      <Button fullWidth variant="contained" startIcon={<AddOutlined />} onClick={onAdd}>
        {t('calendar.addEvent')}
      </Button>
      <Button
        fullWidth
        variant="outlined"
        startIcon={<FileDownloadOutlined />}
        sx={{ mt: 2 }}
        onClick={() =>
          downloadCsv(`${CALENDAR_PATH}/export.ics`, {}, 'aurum-calendar.ics').catch(() =>
            showSnackbar(t('calendar.errors.downloadFailed'), 'error'),
          )
        }
      >
        {t('calendar.download')}
      </Button>
      <Button
        fullWidth
        variant="outlined"
        startIcon={<FileUploadOutlined />}
        sx={{ mt: 2 }}
        onClick={onImport}
      >
        {t('calendar.import.button')}
      </Button>
      <PickersLocalization>
        <DateCalendar
          value={shownDate}
          onChange={(date: Date | null) => {
            if (date) onPickDate(date)
          }}
          aria-label={t('calendar.monthPicker')}
          sx={{
            mt: 2,
            width: '100%',
            height: 'auto',
            '& .MuiDayCalendar-weekDayLabel, & .MuiPickersDay-root': { width: 32, height: 32 },
          }}
        />
      </PickersLocalization>
      <Typography
        component="h2"
        variant="subtitle2"
        sx={{ mt: 2, mb: 1, color: 'text.secondary' }}
        id="calendar-filter"
      >
        {t('calendar.filter')}
      </Typography>
      <FormGroup aria-labelledby="calendar-filter">
        <FormControlLabel
          control={
            <Checkbox
              checked={allChecked}
              indeterminate={checked.length > 0 && !allChecked}
              onChange={() => onCheckedChange(allChecked ? [] : [...CALENDARS])}
            />
          }
          label={t('calendar.viewAll')}
        />
        {CALENDARS.map((name) => (
          <FormControlLabel
            key={name}
            control={
              <Checkbox
                checked={checked.includes(name)}
                onChange={() => toggle(name)}
                sx={{
                  color: calendarColour(theme, name),
                  '&.Mui-checked': { color: calendarColour(theme, name) },
                }}
              />
            }
            label={t(`calendar.calendars.${name}`)}
          />
        ))}
      </FormGroup>
    </>
  )
}
