// A block of TypeScript/TSX source, highlighted by sugar-high's tokenizer (4 KB gzip) and drawn as
// React elements (no HTML injection), coloured from the theme so both modes keep their contrast.
// Loaded on demand by ShowcaseExample: a page pays for it only when a reader opens the code.
import Box from '@mui/material/Box'
import { useTheme, type Theme } from '@mui/material/styles'
import { useMemo } from 'react'
import { parse, type TokenType } from 'sugar-high/core'

export type CodeBlockProps = { source: string; label: string }

/** Token colours: the darker shade of each palette colour in light mode, the lighter in dark. */
function tokenColours(theme: Theme): Partial<Record<TokenType, string>> {
  const shade = theme.palette.mode === 'light' ? 'dark' : 'light'
  return {
    keyword: theme.palette.primary[shade],
    string: theme.palette.success[shade],
    class: theme.palette.warning[shade],
    property: theme.palette.info[shade],
    entity: theme.palette.error[shade],
    jsxliterals: theme.palette.text.primary,
    comment: theme.palette.text.secondary,
    sign: theme.palette.text.secondary,
    identifier: theme.palette.text.primary,
  }
}

export function CodeBlock({ source, label }: CodeBlockProps) {
  const theme = useTheme()
  const colours = tokenColours(theme)
  const lines = useMemo(() => parse(source.trimEnd(), { jsx: true, typescript: true }).lines, [source])
  return (
    <Box
      component="pre"
      // Code reads left to right in every language; a focusable region so keyboards can scroll it.
      dir="ltr"
      tabIndex={0}
      role="region"
      aria-label={label}
      sx={{
        m: 0,
        p: 2,
        maxHeight: 480,
        overflow: 'auto',
        fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
        fontSize: 13,
        lineHeight: 1.6,
        textAlign: 'left',
        bgcolor: 'action.hover',
        borderRadius: 1,
      }}
    >
      <code>
        {lines.map((line) => (
          <Box component="span" key={line.index} sx={{ display: 'block', minHeight: '1.6em' }}>
            {line.tokens.map((token, index) =>
              token.type === 'space' || token.type === 'break' ? (
                token.value
              ) : (
                <span key={index} style={{ color: colours[token.type] }}>
                  {token.value}
                </span>
              ),
            )}
          </Box>
        ))}
      </code>
    </Box>
  )
}
