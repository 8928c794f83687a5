// Every code of the message tables as one type, so a code the server answers is checked when it
// compiles (a table's key renamed or removed fails the build, not a user's screen). Type-only: the
// tables themselves load with the schemas that use them.
import type { MESSAGE_TABLES_BY_AREA } from './message-tables.js'

type Tables = typeof MESSAGE_TABLES_BY_AREA

export type MessageCode = { [Area in keyof Tables]: Tables[Area][keyof Tables[Area]] }[keyof Tables]
