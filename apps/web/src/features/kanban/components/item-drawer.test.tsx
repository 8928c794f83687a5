import { fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { KanbanItem, KanbanItemUpdate } from '@aurum/shared'
import { ApiError } from '@/lib/api-client'
import { renderWithProviders } from '@/test/render'
import { ItemDrawer } from './item-drawer'

const update = vi.fn<(body: KanbanItemUpdate) => Promise<KanbanItem>>()
vi.mock('../api', () => ({
  KANBAN_PEOPLE_PATH: '/api/apps/kanban/people',
  uploadAttachment: vi.fn(),
  uploadCover: vi.fn(),
  useUpdateItem: () => ({ mutateAsync: update, isPending: false }),
  useAddComment: () => ({ mutateAsync: vi.fn(), isPending: false }),
  useDeleteItem: () => ({ mutate: vi.fn(), isPending: false }),
  useAttachFiles: () => ({ mutateAsync: vi.fn(), isPending: false }),
  useRemoveAttachment: () => ({ mutateAsync: vi.fn(), isPending: false }),
}))

const item = {
  id: 7,
  title: 'Write the release notes',
  dueDate: null,
  labels: ['docs'],
  image: null,
  members: [],
  comments: [],
  files: [],
} as unknown as KanbanItem

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } })
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }))

// MUI in jsdom renders slowly on a busy machine: more than the default 5 s per test.
describe('ItemDrawer', { timeout: 30_000 }, () => {
  beforeEach(() => {
    update.mockReset()
    update.mockResolvedValue(item)
  })

  it('is a dialog named by its title, and refuses an empty title', async () => {
    await renderWithProviders(<ItemDrawer item={item} onClose={() => {}} />)
    expect(screen.getByRole('dialog', { name: 'Edit card' })).toBeTruthy()
    type(/^Title/, '')
    save()
    expect(await screen.findByText('Too short: at least 1 characters')).toBeTruthy()
    expect(update).not.toHaveBeenCalled()
  })

  it('sends the labels as a list and an empty due date as none, then closes', async () => {
    const onClose = vi.fn()
    await renderWithProviders(<ItemDrawer item={item} onClose={onClose} />)
    type(/^Labels/, 'docs, release ,, ux')
    save()
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1))
    expect(update.mock.calls[0]![0]).toEqual({
      item: {
        id: 7,
        title: 'Write the release notes',
        dueDate: null,
        labels: ['docs', 'release', 'ux'],
        image: null,
        members: [],
      },
    })
    await waitFor(() => expect(onClose).toHaveBeenCalled())
  })

  it('shows the server’s refusal under the field it names', async () => {
    update.mockRejectedValue(
      new ApiError(400, {
        errors: { 'item.dueDate': ['Not a date'] },
        codes: { 'item.dueDate': [{ code: 'kanban.date' }] },
      }),
    )
    const onClose = vi.fn()
    await renderWithProviders(<ItemDrawer item={item} onClose={onClose} />)
    save()
    expect(await screen.findByText('Enter a date as YYYY-MM-DD.')).toBeTruthy()
    expect(onClose).not.toHaveBeenCalled()
  })
})
