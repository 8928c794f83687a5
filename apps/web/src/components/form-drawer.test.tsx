import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../test/render'
import { FormDrawer, FormDrawerForm } from './form-drawer'

function Harness({
  onClose = () => {},
  onSubmit = () => {},
  submitting = false,
  isolated = false,
}: {
  onClose?: () => void
  onSubmit?: () => void
  submitting?: boolean
  isolated?: boolean
}) {
  return (
    <FormDrawer open onClose={onClose}>
      <FormDrawerForm
        title="Add thing"
        onClose={onClose}
        onSubmit={(event) => {
          event.preventDefault()
          onSubmit()
        }}
        submitLabel="Save thing"
        submitting={submitting}
        error="Something is off"
        isolated={isolated}
      >
        <input aria-label="Name" />
      </FormDrawerForm>
    </FormDrawer>
  )
}

// MUI in jsdom renders slowly on a busy machine: more than the default 5 s per test.
describe('FormDrawer', { timeout: 30_000 }, () => {
  it('is a dialog and a form named by the title, with the error above the fields', async () => {
    await renderWithProviders(<Harness />)
    const dialog = screen.getByRole('dialog', { name: 'Add thing' })
    const form = screen.getByRole('form', { name: 'Add thing' })
    expect(dialog.contains(form)).toBe(true)
    expect(screen.getByRole('alert').textContent).toBe('Something is off')
    expect(screen.getByLabelText('Name')).toBeTruthy()
  })

  it('submits from its button and closes from close and cancel', async () => {
    const onClose = vi.fn()
    const onSubmit = vi.fn()
    await renderWithProviders(<Harness onClose={onClose} onSubmit={onSubmit} />)
    fireEvent.click(screen.getByRole('button', { name: 'Save thing' }))
    expect(onSubmit).toHaveBeenCalledTimes(1)
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(onClose).toHaveBeenCalledTimes(2)
  })

  it('holds close and cancel while the save runs', async () => {
    await renderWithProviders(<Harness submitting />)
    expect(screen.getByRole('button', { name: 'Close' })).toHaveProperty('disabled', true)
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', true)
  })

  it('keeps an isolated form’s submit from the form it was opened from', async () => {
    const outer = vi.fn((event: React.FormEvent) => event.preventDefault())
    await renderWithProviders(
      <form onSubmit={outer}>
        <Harness isolated />
      </form>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Save thing' }))
    expect(outer).not.toHaveBeenCalled()
  })
})
