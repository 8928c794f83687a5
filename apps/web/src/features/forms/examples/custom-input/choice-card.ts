// The look the custom-input cards share: each card is the label of the real input inside it,
// outlined, ringed in the primary colour once chosen, and ringed again when the keyboard is on it.
import type { Theme } from '@mui/material/styles'

export function choiceCardSx(checked: boolean) {
  return {
    cursor: 'pointer',
    border: 1,
    borderRadius: 1,
    borderColor: checked ? 'primary.main' : 'divider',
    boxShadow: (theme: Theme) => (checked ? `0 0 0 1px ${theme.palette.primary.main}` : 'none'),
    '&:has(input:focus-visible)': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
  } as const
}

/** The card's input named by the card's title and described by its text (ids `<id>-<value>-title`, `-text`). */
export function choiceInputSlotProps(id: string, value: string) {
  return {
    input: { 'aria-labelledby': `${id}-${value}-title`, 'aria-describedby': `${id}-${value}-text` },
  }
}
