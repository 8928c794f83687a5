// A vehicle's stored warning in the reader's language when it is one of the seeded ones.
import type { TFunction } from 'i18next'

const WARNING_KEYS: Record<string, string> = {
  'No Warnings': 'noWarnings',
  'Fuel Problems': 'fuelProblems',
  'Temperature Not Optimal': 'temperatureNotOptimal',
  'Ecu Not Responding': 'ecuNotResponding',
  'Oil Leakage': 'oilLeakage',
}

export function warningText(t: TFunction, warning: string): string {
  const key = WARNING_KEYS[warning]
  return key ? t(`logistics.warnings.${key}`) : warning
}
