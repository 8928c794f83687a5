// The date pickers' language, for the pages that draw MUI X pickers (/forms/date-time-picker, the
// calendar's month picker; the pickers and date-fns load with those pages only, not with the app):
// date-fns's locale gives the reader's formats, month and day names,
// and week start, the same as the calendar's (en-US Sunday, es and fr Monday, ar Saturday); MUI's
// own strings come from its locales, Arabic from ours (MUI X ships none for it).
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns'
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider'
import { esES, frFR } from '@mui/x-date-pickers/locales'
import type { PickersLocaleText } from '@mui/x-date-pickers/locales'
import type { Locale } from 'date-fns'
import { ar } from 'date-fns/locale/ar'
import { enUS } from 'date-fns/locale/en-US'
import { es } from 'date-fns/locale/es'
import { fr } from 'date-fns/locale/fr'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

const DATE_FNS_LOCALES: Record<string, Locale> = { en: enUS, es, fr, ar }

const arabicPickers: Partial<PickersLocaleText> = {
  previousMonth: 'الشهر السابق',
  nextMonth: 'الشهر التالي',
  openPreviousView: 'فتح العرض السابق',
  openNextView: 'فتح العرض التالي',
  calendarViewSwitchingButtonAriaLabel: (view) =>
    view === 'year'
      ? 'عرض السنوات مفتوح، الانتقال إلى عرض التقويم'
      : 'عرض التقويم مفتوح، الانتقال إلى عرض السنوات',
  start: 'البداية',
  end: 'النهاية',
  cancelButtonLabel: 'إلغاء',
  clearButtonLabel: 'مسح',
  okButtonLabel: 'موافق',
  todayButtonLabel: 'اليوم',
  nextStepButtonLabel: 'التالي',
  datePickerToolbarTitle: 'اختر التاريخ',
  dateTimePickerToolbarTitle: 'اختر التاريخ والوقت',
  timePickerToolbarTitle: 'اختر الوقت',
  clockLabelText: (view, formattedTime) =>
    `اختر ${view}. ${formattedTime ? `الوقت المحدد هو ${formattedTime}` : 'لم يتم تحديد وقت'}`,
  selectViewText: (view) => `اختر ${view}`,
  openDatePickerDialogue: (formattedDate) =>
    formattedDate ? `اختر التاريخ، التاريخ المحدد هو ${formattedDate}` : 'اختر التاريخ',
  openTimePickerDialogue: (formattedTime) =>
    formattedTime ? `اختر الوقت، الوقت المحدد هو ${formattedTime}` : 'اختر الوقت',
  fieldClearLabel: 'مسح',
  timeTableLabel: 'اختر الوقت',
  dateTableLabel: 'اختر التاريخ',
  year: 'السنة',
  month: 'الشهر',
  day: 'اليوم',
  weekDay: 'يوم الأسبوع',
  hours: 'الساعات',
  minutes: 'الدقائق',
  seconds: 'الثواني',
  meridiem: 'صباحًا/مساءً',
  empty: 'فارغ',
}

const PICKER_TEXTS: Record<string, Partial<PickersLocaleText>> = {
  es: esES.components.MuiLocalizationProvider.defaultProps.localeText,
  fr: frFR.components.MuiLocalizationProvider.defaultProps.localeText,
  ar: arabicPickers,
}

export function PickersLocalization({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation()
  const language = i18n.language
  return (
    <LocalizationProvider
      dateAdapter={AdapterDateFns}
      adapterLocale={DATE_FNS_LOCALES[language] ?? enUS}
      localeText={PICKER_TEXTS[language]}
    >
      {children}
    </LocalizationProvider>
  )
}
