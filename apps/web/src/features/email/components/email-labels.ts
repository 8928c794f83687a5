// The colour of each label (spec section 3: personal, company, important, private), from the palette.
import type { EmailLabel } from '@aurum/shared'

export const LABEL_COLORS: Record<EmailLabel, 'success' | 'primary' | 'warning' | 'error'> = {
  personal: 'success',
  company: 'primary',
  important: 'warning',
  private: 'error',
}
