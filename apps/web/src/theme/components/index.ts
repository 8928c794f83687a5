// MUI component defaults set once (CONVENTIONS: theme/components): outlined comfortable fields,
// primary buttons, readable red buttons, 6 px linear progress, the spec's page-size options, bordered-skin surfaces.
import { alpha, darken, type Components, type Theme } from '@mui/material/styles'
import { PAGE_SIZE_OPTIONS } from '@aurum/shared'
import type { Skin } from '@/lib/settings'
import { shadeUnderWhiteText, type Tone, type ToneName } from '../palette'

/** The palette colour's readable tokens, when `color` names one. */
function toneOf(theme: Theme, color: string | undefined): Tone | undefined {
  return color && color in theme.palette.tonal ? theme.palette.tonal[color as ToneName] : undefined
}

export function buildComponents(skin: Skin): Components<Theme> {
  const bordered = skin === 'bordered'
  return {
    MuiCssBaseline: {
      styleOverrides: (theme) => ({
        html: { scrollBehavior: 'auto' },
        body: { backgroundColor: theme.palette.background.default },
        '#root': { minHeight: '100vh' },
        ':focus-visible': { outlineColor: theme.palette.primaryText },
      }),
    },
    MuiTextField: { defaultProps: { variant: 'outlined', size: 'medium', fullWidth: true } },
    MuiFormControl: { defaultProps: { variant: 'outlined', size: 'medium' } },
    MuiSelect: { defaultProps: { variant: 'outlined' } },
    MuiButton: {
      defaultProps: { color: 'primary', disableElevation: true },
      styleOverrides: {
        root: { borderRadius: 8 },
        // Text and outlined buttons write in their colour: use its readable shade (theme tokens).
        text: ({ theme, ownerState }) => {
          const tone = toneOf(theme, ownerState.color)
          return tone ? { color: tone.text } : {}
        },
        outlined: ({ theme, ownerState }) => {
          const tone = toneOf(theme, ownerState.color)
          return tone ? { color: tone.text, borderColor: alpha(tone.text, 0.5) } : {}
        },
        // Destructive buttons (delete, confirm a deletion) write white on red: a darker red keeps it
        // readable.
        contained: ({ theme, ownerState }) => {
          if (ownerState.color !== 'error') return {}
          const red = shadeUnderWhiteText(theme.palette.error.main)
          return { backgroundColor: red, '&:hover': { backgroundColor: darken(red, 0.12) } }
        },
      },
    },
    // Chips as buttons: an outlined chip writes in its colour's readable shade; a filled red chip
    // takes the darker red that white text reads on.
    MuiChip: {
      styleOverrides: {
        outlined: ({ theme, ownerState }) => {
          const tone = toneOf(theme, ownerState.color)
          return tone ? { color: tone.text, borderColor: alpha(tone.text, 0.5) } : {}
        },
        filled: ({ theme, ownerState }) =>
          ownerState.color === 'error'
            ? {
                backgroundColor: shadeUnderWhiteText(theme.palette.error.main),
                color: theme.palette.common.white,
              }
            : {},
      },
    },
    // An avatar without a picture or colour of its own (initials, the "+3" of a group): the
    // secondary colour, which white initials read on, instead of MUI's light grey.
    MuiAvatar: {
      styleOverrides: {
        colorDefault: ({ theme }) => ({
          backgroundColor: theme.palette.secondary.main,
          color: theme.palette.secondary.contrastText,
        }),
      },
    },
    MuiIconButton: { defaultProps: { size: 'medium' } },
    MuiLink: {
      defaultProps: { underline: 'hover' },
      styleOverrides: {
        root: ({ theme, ownerState }) =>
          ownerState.color === undefined || ownerState.color === 'primary'
            ? { color: theme.palette.primaryText }
            : {},
      },
    },
    MuiTab: {
      styleOverrides: {
        root: ({ theme }) => ({ '&.Mui-selected': { color: theme.palette.primaryText } }),
      },
    },
    MuiLinearProgress: {
      styleOverrides: { root: { height: 6, borderRadius: 3 }, bar: { borderRadius: 3 } },
    },
    MuiTablePagination: { defaultProps: { rowsPerPageOptions: [...PAGE_SIZE_OPTIONS] } },
    MuiPaper: {
      defaultProps: { elevation: bordered ? 0 : 2 },
      styleOverrides: {
        root: ({ theme }) => ({
          backgroundImage: 'none',
          ...(bordered ? { border: `1px solid ${theme.palette.divider}` } : {}),
        }),
      },
    },
    MuiCard: {
      defaultProps: { elevation: bordered ? 0 : 2 },
      styleOverrides: { root: { borderRadius: 12 } },
    },
    // On a phone a dialog takes the whole screen (a centred box with margins squeezes its fields),
    // and no drawer is wider than the screen (a 400 px form drawer is then the screen's width).
    MuiDialog: {
      styleOverrides: {
        paper: ({ theme }) => ({
          [theme.breakpoints.down('sm')]: {
            margin: 0,
            width: '100%',
            maxWidth: '100%',
            height: '100%',
            maxHeight: '100%',
            borderRadius: 0,
          },
        }),
      },
    },
    MuiDrawer: { styleOverrides: { paper: { maxWidth: '100%' } } },
    MuiTooltip: { defaultProps: { arrow: true } },
    MuiMenu: { defaultProps: { slotProps: { paper: { elevation: 6 } } } },
    MuiToggleButton: {
      styleOverrides: {
        root: ({ theme, ownerState }) =>
          ownerState.color === 'primary'
            ? { '&.Mui-selected, &.Mui-selected:hover': { color: theme.palette.primaryText } }
            : {},
      },
    },
    // A field in error writes its label and helper text in the readable red (the palette's red on
    // white is 3.3:1); focused labels in the readable primary.
    MuiInputLabel: {
      styleOverrides: {
        root: ({ theme }) => ({
          '&.Mui-focused': { color: theme.palette.primaryText },
          '&.Mui-error': { color: theme.palette.tonal.error.text },
        }),
      },
    },
    MuiFormLabel: {
      styleOverrides: { root: ({ theme }) => ({ '&.Mui-error': { color: theme.palette.tonal.error.text } }) },
    },
    MuiFormHelperText: {
      styleOverrides: { root: ({ theme }) => ({ '&.Mui-error': { color: theme.palette.tonal.error.text } }) },
    },
  }
}
