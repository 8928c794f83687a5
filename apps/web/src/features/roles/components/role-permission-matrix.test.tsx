import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { useState } from 'react'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { createInstance } from 'i18next'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { afterEach, describe, expect, it } from 'vitest'
import { MATRIX_ACTIONS, MATRIX_SUBJECTS, rulesFromMatrix, type PermissionMatrix } from '@aurum/shared'
import { RolePermissionMatrix } from './role-permission-matrix'

const en: unknown = JSON.parse(
  readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '../locales/en.json'), 'utf8'),
)
const i18n = createInstance()
void i18n.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { translation: en as Record<string, unknown> } },
  interpolation: { escapeValue: false },
})

let latest: PermissionMatrix = {}

function Harness({ initial = {}, disabled = false }: { initial?: PermissionMatrix; disabled?: boolean }) {
  const [value, setValue] = useState(initial)
  return (
    <I18nextProvider i18n={i18n}>
      <RolePermissionMatrix
        value={value}
        onChange={(next) => {
          latest = next
          setValue(next)
        }}
        disabled={disabled}
      />
    </I18nextProvider>
  )
}

// Label queries: role queries over ~90 boxes are slow in jsdom.
const selectAll = () => screen.getByLabelText('Select all') as HTMLInputElement
const box = (name: string) => screen.getByLabelText(name) as HTMLInputElement
const allBoxes = () => [...document.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')]

afterEach(cleanup)

describe('RolePermissionMatrix', { timeout: 60_000 }, () => {
  it('has a box per subject and action, named by both', () => {
    render(<Harness />)
    expect(allBoxes()).toHaveLength(MATRIX_SUBJECTS.length * MATRIX_ACTIONS.length + 1)
    expect(box('Products: Write').checked).toBe(false)
  })

  it('keeps the actions in column order and drops a subject left with none', () => {
    render(<Harness />)
    fireEvent.click(box('Products: Delete'))
    fireEvent.click(box('Products: Read'))
    expect(latest).toEqual({ Product: ['read', 'delete'] })
    expect(selectAll().getAttribute('data-indeterminate')).toBe('true')
    fireEvent.click(box('Products: Read'))
    fireEvent.click(box('Products: Delete'))
    expect(latest).toEqual({})
    expect(selectAll().getAttribute('data-indeterminate')).toBe('false')
  })

  it('"select all" ticks every box, which the server stores as manage all, and clears them again', () => {
    latest = { Order: ['read'] }
    render(<Harness initial={{ Order: ['read'] }} />)
    fireEvent.click(selectAll())
    expect(MATRIX_SUBJECTS.every((subject) => latest[subject]?.length === MATRIX_ACTIONS.length)).toBe(true)
    expect(rulesFromMatrix(latest)).toEqual([{ action: 'manage', subject: 'all' }])
    expect(selectAll().checked).toBe(true)
    fireEvent.click(selectAll())
    expect(latest).toEqual({})
  })

  it('shows every box ticked and fixed while "manage everything" is on', () => {
    render(<Harness disabled />)
    const boxes = allBoxes()
    expect(boxes.every((box) => box.checked && box.disabled)).toBe(true)
  })
})
