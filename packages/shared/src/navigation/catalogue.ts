// The page catalogue of the global search (spec section 2): the six groups of pages, each page with
// its url, icon name, title in the four languages and the ability it needs. The catalogue itself is
// generated from the web app's route meta and locale files (page-catalogue.json, see
// page-catalogue.ts), so a page appears here when its area declares it.
import { z } from 'zod'
import { ACTIONS, SUBJECTS, type Action, type Subject } from '../abilities/index.js'
import { LANGUAGES, type LanguageCode } from '../constants/index.js'

export type LocalizedText = Record<LanguageCode, string>

export type CatalogueEntry = {
  url: string
  /** Icon name, resolved to an icon component by the web app. */
  icon: string
  title: LocalizedText
  /** The ability the page needs; omitted means any logged-in user. */
  action?: Action
  subject?: Subject
}

export const SEARCH_CATEGORIES = [
  'dashboards',
  'frontPages',
  'appsPages',
  'userInterface',
  'formsTables',
  'chartsMisc',
] as const
export type SearchCategory = (typeof SEARCH_CATEGORIES)[number]

export type CatalogueGroup = {
  category: SearchCategory
  title: LocalizedText
  children: CatalogueEntry[]
}

const localizedTextSchema = z.object(
  Object.fromEntries(LANGUAGES.map((language) => [language.code, z.string().min(1)])) as Record<
    LanguageCode,
    z.ZodString
  >,
)

/** The shape of page-catalogue.json, checked when the server loads it. */
export const pageCatalogueSchema = z.array(
  z.object({
    category: z.enum(SEARCH_CATEGORIES),
    title: localizedTextSchema,
    children: z.array(
      z.object({
        url: z.string().startsWith('/'),
        icon: z.string().min(1),
        title: localizedTextSchema,
        action: z.enum(ACTIONS).optional(),
        subject: z.enum(SUBJECTS).optional(),
      }),
    ),
  }),
) satisfies z.ZodType<CatalogueGroup[]>
