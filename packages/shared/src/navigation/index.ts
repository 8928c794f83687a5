export * from './catalogue.js'
export * from './page-catalogue.js'
export * from './search.js'
