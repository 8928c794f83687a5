// The guided tour of the app shell with driver.js: one stop per part of the frame (menu, search,
// language, theme, customizer, notifications, user menu), worded in the reader's language. A stop
// whose element is not on the screen (the menu on a phone) is left out.
import { driver, type DriveStep } from 'driver.js'
import 'driver.js/dist/driver.css'
import type { TFunction } from 'i18next'

const TOUR_STOPS = ['menu', 'search', 'language', 'theme', 'customizer', 'notifications', 'user'] as const

export type ShellTourOptions = {
  t: TFunction
  /** Called when the reader asks not to be offered the tour again. */
  onDismissForGood: () => void
  onClosed?: () => void
}

export function startShellTour({ t, onDismissForGood, onClosed }: ShellTourOptions) {
  const steps: DriveStep[] = TOUR_STOPS.filter((stop) => {
    const element = document.querySelector(`[data-tour="${stop}"]`)
    return element && element.getBoundingClientRect().width > 0
  }).map((stop) => ({
    element: `[data-tour="${stop}"]`,
    popover: {
      title: t(`uiExtensions.tour.stops.${stop}.title`),
      description: t(`uiExtensions.tour.stops.${stop}.text`),
    },
  }))
  const tour = driver({
    steps,
    popoverClass: 'aurum-tour',
    showProgress: true,
    progressText: t('uiExtensions.tour.progress', { current: '{{current}}', total: '{{total}}' }),
    nextBtnText: t('uiExtensions.tour.next'),
    prevBtnText: t('uiExtensions.tour.previous'),
    doneBtnText: t('uiExtensions.tour.done'),
    onPopoverRender: (popover) => {
      popover.closeButton.setAttribute('aria-label', t('common.close'))
      const dismiss = document.createElement('button')
      dismiss.type = 'button'
      dismiss.className = 'aurum-tour-dismiss'
      dismiss.textContent = t('uiExtensions.tour.dismissForGood')
      dismiss.addEventListener('click', () => {
        onDismissForGood()
        tour.destroy()
      })
      popover.footer.prepend(dismiss)
    },
    onDestroyed: () => onClosed?.(),
  })
  tour.drive()
  return tour
}
