// The check every showcase page's test makes: the page draws its title and one "Show code" toggle
// per example (each example's own file is its code).
import { screen } from '@testing-library/react'
import { createElement, type ComponentType } from 'react'
import { expect } from 'vitest'
import { renderWithProviders } from './render'

/** A route whose page loads on demand, as the areas' route lists declare them. */
type LazyRoute = { lazy: () => Promise<{ Component: ComponentType }> }

export async function expectShowcasePage(route: LazyRoute, exampleCount: number): Promise<void> {
  const { Component } = await route.lazy()
  await renderWithProviders(createElement(Component))
  expect(screen.getByRole('heading', { level: 1 }).textContent).not.toBe('')
  expect(screen.getAllByRole('button', { name: 'Show code' })).toHaveLength(exampleCount)
}
