// Writes the global search's page catalogue (packages/shared/src/navigation/page-catalogue.json),
// which the server searches, from the web app's route meta and nav titles. Run it after changing a
// page's search group, title, icon or ability, or adding an area: `npm run catalogue -w @aurum/web`.
import { writeFileSync } from 'node:fs'
import { featureRoutes } from '../src/app/routes'
import { buildPageCatalogue, formatPageCatalogue } from '../src/app/search/page-catalogue'
import { PAGE_CATALOGUE_FILE, readLayoutStrings } from '../src/app/search/read-layout-strings'

const catalogue = buildPageCatalogue(featureRoutes, readLayoutStrings())
writeFileSync(PAGE_CATALOGUE_FILE, formatPageCatalogue(catalogue))
const pages = catalogue.reduce((sum, group) => sum + group.children.length, 0)
console.log(`${PAGE_CATALOGUE_FILE}: ${pages} pages in ${catalogue.length} groups`)
