// Time zones a form may store: the IANA zones of this runtime, shared by the account preferences and
// the store settings so both offer, and accept, the same list.
import { z } from 'zod'
import { COMMON_MESSAGES } from '../errors/common.js'

let timeZones: ReadonlySet<string> | undefined
/** IANA time zones this runtime knows (Intl.supportedValuesOf), plus UTC, which it leaves out. */
export function supportedTimeZones(): readonly string[] {
  timeZones ??= new Set(['UTC', ...Intl.supportedValuesOf('timeZone')])
  return [...timeZones]
}
export function isSupportedTimeZone(value: string): boolean {
  if (!timeZones) supportedTimeZones()
  return timeZones!.has(value)
}

/** A field holding one of supportedTimeZones(). */
export const timeZoneSchema = z.string().refine(isSupportedTimeZone, COMMON_MESSAGES.timeZone)
