import { useState } from 'react'
import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { MATRIX_ACTIONS, MATRIX_SUBJECTS, rulesFromMatrix, type PermissionMatrix } from '@aurum/shared'
import { renderWithProviders } from '@/test/render'
import { RolePermissionMatrix } from './role-permission-matrix'

let latest: PermissionMatrix = {}

function Harness({ initial = {}, disabled = false }: { initial?: PermissionMatrix; disabled?: boolean }) {
  const [value, setValue] = useState(initial)
  return (
    <RolePermissionMatrix
      value={value}
      onChange={(next) => {
        latest = next
        setValue(next)
      }}
      disabled={disabled}
    />
  )
}

// Label queries: role queries over ~90 boxes are slow in jsdom.
const selectAll = () => screen.getByLabelText('Select all') as HTMLInputElement
const box = (name: string) => screen.getByLabelText(name) as HTMLInputElement
const allBoxes = () => [...document.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')]

describe('RolePermissionMatrix', { timeout: 60_000 }, () => {
  it('has a box per subject and action, named by both', async () => {
    await renderWithProviders(<Harness />)
    expect(allBoxes()).toHaveLength(MATRIX_SUBJECTS.length * MATRIX_ACTIONS.length + 1)
    expect(box('Products: Write').checked).toBe(false)
  })

  it('keeps the actions in column order and drops a subject left with none', async () => {
    await renderWithProviders(<Harness />)
    fireEvent.click(box('Products: Delete'))
    fireEvent.click(box('Products: Read'))
    expect(latest).toEqual({ Product: ['read', 'delete'] })
    expect(selectAll().getAttribute('data-indeterminate')).toBe('true')
    fireEvent.click(box('Products: Read'))
    fireEvent.click(box('Products: Delete'))
    expect(latest).toEqual({})
    expect(selectAll().getAttribute('data-indeterminate')).toBe('false')
  })

  it('"select all" ticks every box, which the server stores as manage all, and clears them again', async () => {
    latest = { Order: ['read'] }
    await renderWithProviders(<Harness initial={{ Order: ['read'] }} />)
    fireEvent.click(selectAll())
    expect(MATRIX_SUBJECTS.every((subject) => latest[subject]?.length === MATRIX_ACTIONS.length)).toBe(true)
    expect(rulesFromMatrix(latest)).toEqual([{ action: 'manage', subject: 'all' }])
    expect(selectAll().checked).toBe(true)
    fireEvent.click(selectAll())
    expect(latest).toEqual({})
  })

  it('shows every box ticked and fixed while "manage everything" is on', async () => {
    await renderWithProviders(<Harness disabled />)
    const boxes = allBoxes()
    expect(boxes.every((box) => box.checked && box.disabled)).toBe(true)
  })
})
