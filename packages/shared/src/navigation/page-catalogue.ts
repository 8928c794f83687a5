// The catalogue the global search reads: generated from the web app's route meta and nav titles
// (apps/web/scripts/generate-page-catalogue.ts; a web test fails while this file is out of date),
// and checked against its schema when loaded.
import pageCatalogue from './page-catalogue.json' with { type: 'json' }
import { pageCatalogueSchema, type CatalogueGroup } from './catalogue.js'

export const PAGE_CATALOGUE: CatalogueGroup[] = pageCatalogueSchema.parse(pageCatalogue)
