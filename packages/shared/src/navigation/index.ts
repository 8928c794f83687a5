export * from './catalogue.js'
export * from './search.js'
