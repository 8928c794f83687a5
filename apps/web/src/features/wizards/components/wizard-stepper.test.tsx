import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { staticMediaQueryList } from '@/test/match-media'
import { renderWithProviders } from '@/test/render'
import { WizardStepper } from './wizard-stepper'

const STEPS = [
  { key: 'one', title: 'First', subtitle: 'Start', icon: <span>1</span> },
  { key: 'two', title: 'Second', subtitle: 'Then', icon: <span>2</span> },
]

/** A matchMedia where every query (MUI's `down('sm')` included) matches or none does. */
function stubPhone(phone: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => staticMediaQueryList(query, phone))
}

describe('WizardStepper', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('lays the steps out in a row, and in a column on a phone', async () => {
    stubPhone(false)
    const wide = await renderWithProviders(<WizardStepper steps={STEPS} active={1} variant="numbered" />)
    expect(wide.container.querySelector('.MuiStepper-horizontal')).not.toBeNull()
    wide.unmount()
    stubPhone(true)
    const phone = await renderWithProviders(<WizardStepper steps={STEPS} active={1} variant="icons" />)
    expect(phone.container.querySelector('.MuiStepper-vertical')).not.toBeNull()
  })

  it('marks the current step and shows each subtitle', async () => {
    stubPhone(false)
    await renderWithProviders(<WizardStepper steps={STEPS} active={1} variant="numbered" />)
    expect(screen.getByText('Then')).toBeTruthy()
    expect(document.querySelector('[aria-current="step"]')?.textContent).toContain('Second')
  })
})
