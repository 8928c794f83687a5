import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { KanbanItem } from '@aurum/shared'
import { renderWithProviders } from '@/test/render'
import { KanbanCard } from './kanban-card'

const item = (dueDate: string): KanbanItem => ({
  id: 1,
  boardId: 1,
  title: 'Revisar el presupuesto',
  dueDate,
  labels: [],
  members: [],
  comments: [],
  commentsCount: 0,
  attachments: 0,
  files: [],
  image: null,
})

describe('kanban card', () => {
  afterEach(() => vi.useRealTimers())

  it('shows the year of a due date outside the current year, and only then', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-28T09:00:00Z'))
    await renderWithProviders(
      <>
        <KanbanCard item={item('2025-12-30')} onOpen={() => undefined} />
        <KanbanCard item={{ ...item('2026-12-04'), id: 2 }} onOpen={() => undefined} />
      </>,
      { language: 'es' },
    )
    expect(screen.getByText('30 dic 2025')).toBeTruthy()
    expect(screen.getByText('4 dic')).toBeTruthy()
  })
})
