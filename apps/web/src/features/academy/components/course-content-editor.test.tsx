import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { AuthoringCourse } from '@aurum/shared'
import { renderWithProviders } from '@/test/render'
import type { CourseContentEdit } from '../api'
import { CourseContentEditor } from './course-content-editor'

const mutate = vi.fn<(edit: CourseContentEdit, options?: { onSuccess?: () => void }) => void>()
const mutateAsync = vi.fn<(edit: CourseContentEdit) => Promise<AuthoringCourse>>()
vi.mock('../api', () => ({
  useEditCourseContent: () => ({ mutate, mutateAsync, isPending: false }),
}))

const course: AuthoringCourse = {
  id: 7,
  courseTitle: 'Forms',
  desc: 'd',
  tags: 'Web',
  about: '',
  description: [],
  skillLevel: 'Beginner',
  language: 'English',
  isCaptions: false,
  instructorPosition: '',
  instructor: 'Ada',
  image: '/poster.svg',
  coverUploadId: null,
  ownerId: 1,
  totalTasks: 3,
  learners: 0,
  sections: [
    {
      id: 11,
      title: 'One',
      minutes: 30,
      topics: [
        { id: 101, title: 'Alpha', minutes: 10, videoUrl: null },
        { id: 102, title: 'Beta', minutes: 20, videoUrl: '/v.mp4' },
      ],
    },
    { id: 12, title: 'Two', minutes: 5, topics: [{ id: 103, title: 'Gamma', minutes: 5, videoUrl: null }] },
  ],
}

describe('CourseContentEditor', { timeout: 30_000 }, () => {
  beforeEach(() => {
    mutate.mockReset()
    mutateAsync.mockReset()
    mutateAsync.mockResolvedValue(course)
  })

  it('moves a topic or a section by sending the whole new order; the ends cannot move further', async () => {
    await renderWithProviders(<CourseContentEditor course={course} />)
    expect(screen.getByRole('button', { name: 'Move topic Alpha up' })).toHaveProperty('disabled', true)
    expect(screen.getByRole('button', { name: 'Move section Two down' })).toHaveProperty('disabled', true)
    fireEvent.click(screen.getByRole('button', { name: 'Move topic Beta up' }))
    expect(mutate.mock.calls[0]?.[0]).toMatchObject({
      path: '/sections/11/topic-order',
      method: 'PUT',
      body: { ids: [102, 101] },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Move section One down' }))
    expect(mutate.mock.calls[1]?.[0]).toMatchObject({
      path: '/courses/7/section-order',
      body: { ids: [12, 11] },
    })
  })

  it('adds a topic through its dialog, checked before it is sent', async () => {
    await renderWithProviders(<CourseContentEditor course={course} />)
    fireEvent.click(screen.getByRole('button', { name: 'Add topic to Two' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add a topic' })
    fireEvent.change(within(dialog).getByLabelText(/^Topic title/), { target: { value: 'Delta' } })
    fireEvent.change(within(dialog).getByLabelText(/^Duration in minutes/), { target: { value: '0' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add topic' }))
    await waitFor(() =>
      expect(
        within(dialog)
          .getByLabelText(/^Duration in minutes/)
          .getAttribute('aria-invalid'),
      ).toBe('true'),
    )
    expect(mutateAsync).not.toHaveBeenCalled()
    fireEvent.change(within(dialog).getByLabelText(/^Duration in minutes/), { target: { value: '25' } })
    fireEvent.change(within(dialog).getByLabelText(/^Video address/), {
      target: { value: 'https://cdn.example/d.mp4' },
    })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add topic' }))
    await waitFor(() => expect(mutateAsync).toHaveBeenCalledTimes(1))
    expect(mutateAsync.mock.calls[0]?.[0]).toMatchObject({
      path: '/sections/12/topics',
      method: 'POST',
      body: { title: 'Delta', minutes: 25, videoUrl: 'https://cdn.example/d.mp4' },
    })
  })

  it('asks before deleting a section, naming its topics', async () => {
    await renderWithProviders(<CourseContentEditor course={course} />)
    fireEvent.click(screen.getByRole('button', { name: 'Delete section One' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete this section?' })
    expect(dialog.textContent).toContain('“One” and its 2 topics will be removed')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    expect(mutate.mock.calls[0]?.[0]).toMatchObject({ path: '/sections/11', method: 'DELETE' })
  })
})
