export * from './messages.js'
export * from './common.js'
export * from './validation.js'
export type * from './codes.js'
