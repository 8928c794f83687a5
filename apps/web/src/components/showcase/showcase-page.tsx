// A showcase page: its heading and its examples in a responsive grid, each example with its own
// source behind "show code" (showcase-example.tsx). Pages list their examples; nothing else.
import Grid from '@mui/material/Grid'
import type { ComponentType } from 'react'
import { PageHeader } from '../page-header'
import { ShowcaseExample, type ShowcaseSourceLoader } from './showcase-example'

export type ShowcaseEntry = {
  /** The example's key in its page's strings (`<page>.examples.<id>`). */
  id: string
  Example: ComponentType
  source: ShowcaseSourceLoader
  /** Spans the whole row (wide examples: tables, timelines, editors). */
  wide?: boolean
}

export type ShowcasePageProps = {
  title: string
  subtitle?: string
  examples: ShowcaseEntry[]
  /** The title of one example. */
  exampleTitle: (id: string) => string
}

export function ShowcasePage({ title, subtitle, examples, exampleTitle }: ShowcasePageProps) {
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} />
      <Grid container spacing={3}>
        {examples.map(({ id, Example, source, wide }) => (
          <Grid key={id} size={{ xs: 12, lg: wide ? 12 : 6 }}>
            <ShowcaseExample title={exampleTitle(id)} source={source}>
              <Example />
            </ShowcaseExample>
          </Grid>
        ))}
      </Grid>
    </>
  )
}
