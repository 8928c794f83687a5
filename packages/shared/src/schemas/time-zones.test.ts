import { describe, expect, it } from 'vitest'
import { isSupportedTimeZone, supportedTimeZones, timeZoneSchema } from './time-zones.js'

describe('time zones', () => {
  it('lists IANA zones and UTC, and accepts only those', () => {
    expect(supportedTimeZones()).toEqual(
      expect.arrayContaining(['UTC', 'Europe/Paris', 'America/Los_Angeles']),
    )
    expect(isSupportedTimeZone('Europe/Paris')).toBe(true)
    expect(timeZoneSchema.safeParse('Mars/Olympus').success).toBe(false)
    expect(timeZoneSchema.safeParse('europe/paris').success).toBe(false)
    expect(timeZoneSchema.safeParse('').success).toBe(false)
  })
})
