import { fireEvent, screen, waitFor } from '@testing-library/react'
import { useForm } from 'react-hook-form'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/lib/api-client'
import { useFormSave } from '@/lib/form-server-errors'
import { renderWithProviders } from '../test/render'
import { FormDialog } from './form-dialog'

/** A dialog whose save fails with `failure`: a field's reason goes under it, anything else above. */
function NameDialog({ failure, onClose = () => {} }: { failure: unknown; onClose?: () => void }) {
  const { register, handleSubmit, setError, formState } = useForm<{ name: string }>({
    defaultValues: { name: 'Ada' },
  })
  const { formError, trySave } = useFormSave(setError, ['name'] as const)
  const onSubmit = handleSubmit(() =>
    trySave(async () => {
      throw failure
    }),
  )
  return (
    <FormDialog
      title="Rename thing"
      subtitle="What people see"
      onClose={onClose}
      onSubmit={onSubmit}
      submitLabel="Save thing"
      submitting={formState.isSubmitting}
      error={formError}
    >
      <input aria-label="Name" aria-describedby="name-error" {...register('name')} />
      <span id="name-error">{formState.errors.name?.message}</span>
    </FormDialog>
  )
}

function refusal(errors: Record<string, string[]>, codes: Record<string, { code: string }[]>) {
  return new ApiError(400, { message: 'Invalid', errors, codes })
}

// MUI in jsdom renders slowly on a busy machine: more than the default 5 s per test.
describe('FormDialog with useFormSave', { timeout: 30_000 }, () => {
  it('is a dialog and a form named by the title, cancel closes it', async () => {
    const onClose = vi.fn()
    await renderWithProviders(<NameDialog failure={new Error('offline')} onClose={onClose} />)
    const dialog = screen.getByRole('dialog', { name: 'Rename thing' })
    expect(dialog.contains(screen.getByRole('form', { name: 'Rename thing' }))).toBe(true)
    expect(dialog.textContent).toContain('What people see')
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('says "could not save" above the fields when the save fails without a reason', async () => {
    await renderWithProviders(<NameDialog failure={new Error('offline')} />)
    fireEvent.click(screen.getByRole('button', { name: 'Save thing' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toMatch(/could not/i)
  })

  it("puts the server's reason for a field under that field, and nothing above", async () => {
    await renderWithProviders(
      <NameDialog failure={refusal({ name: ['Taken'] }, { name: [{ code: 'users.emailTaken' }] })} />,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Save thing' }))
    await waitFor(() => expect(document.getElementById('name-error')?.textContent).toBe('users.emailTaken'))
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
