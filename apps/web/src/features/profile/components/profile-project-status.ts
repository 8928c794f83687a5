// The colour of a project's completion (0–100 %): red when barely started, green near the end.
import type { TonalChipColor } from '@/components/tonal-chip'

export function projectStatusColor(
  percent: number,
): Extract<TonalChipColor, 'error' | 'warning' | 'info' | 'success'> {
  if (percent < 25) return 'error'
  if (percent < 50) return 'warning'
  if (percent < 75) return 'info'
  return 'success'
}
