// The fleet's stored values in the reader's language when they are the seeded ones; else as stored.
import type { VehicleState } from '@aurum/shared'

const WARNING_KEYS: Record<string, string> = {
  'No Warnings': 'noWarnings',
  'Fuel Problems': 'fuelProblems',
  'Temperature Not Optimal': 'temperatureNotOptimal',
  'Ecu Not Responding': 'ecuNotResponding',
  'Oil Leakage': 'oilLeakage',
}

const EXCEPTION_KEYS: Record<string, string> = {
  'Address not found': 'addressNotFound',
  Damaged: 'damaged',
  'Recipient absent': 'recipientAbsent',
  'Customs hold': 'customsHold',
}

export const warningKey = (warning: string) =>
  WARNING_KEYS[warning] ? `dashboards.logistics.warnings.${WARNING_KEYS[warning]}` : undefined

export const exceptionKey = (reason: string) =>
  EXCEPTION_KEYS[reason] ? `dashboards.logistics.exceptionReasons.${EXCEPTION_KEYS[reason]}` : undefined

export const vehicleStateColor: Record<VehicleState, 'info' | 'primary' | 'warning' | 'success'> = {
  loading: 'info',
  onTheWay: 'primary',
  unloading: 'warning',
  arrived: 'success',
}
