// One live example of a showcase page (components, cards, forms, ...): a card with the example
// itself and, behind a "show code" toggle, the example file's own source with a copy button. The
// source is the file's text imported with Vite's `?raw` when first shown, so it is what runs and
// cannot drift; the page's chunk carries neither the text nor the highlighter until then.
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined'
import CodeOutlined from '@mui/icons-material/CodeOutlined'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import CardHeader from '@mui/material/CardHeader'
import CircularProgress from '@mui/material/CircularProgress'
import Collapse from '@mui/material/Collapse'
import Divider from '@mui/material/Divider'
import IconButton from '@mui/material/IconButton'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import { lazy, Suspense, useEffect, useId, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { showSnackbar } from '@/lib/snackbar'

const CodeBlock = lazy(() => import('./code-block').then((m) => ({ default: m.CodeBlock })))

export type ShowcaseSourceLoader = () => Promise<{ default: string }>

export type ShowcaseExampleProps = {
  title: string
  description?: ReactNode
  /** The example file's text: `() => import('./examples/alert-basic.tsx?raw')`. */
  source: ShowcaseSourceLoader
  children: ReactNode
}

type SourceState = { data?: string; isError: boolean }

/** The file's text once asked for (kept for later toggles; a failed load is tried again). */
function useSourceText(source: ShowcaseSourceLoader, wanted: boolean): SourceState {
  const [state, setState] = useState<SourceState>({ isError: false })
  const loaded = state.data !== undefined
  useEffect(() => {
    if (!wanted || loaded) return
    let current = true
    source().then(
      (module) => current && setState({ data: module.default, isError: false }),
      () => current && setState({ isError: true }),
    )
    return () => {
      current = false
    }
  }, [source, wanted, loaded])
  return state
}

export function ShowcaseExample({ title, description, source, children }: ShowcaseExampleProps) {
  const { t } = useTranslation()
  const [showCode, setShowCode] = useState(false)
  const codeId = useId()
  const titleId = useId()
  const sourceText = useSourceText(source, showCode)

  async function copySource() {
    if (sourceText.data === undefined) return
    try {
      await navigator.clipboard.writeText(sourceText.data)
      showSnackbar(t('common.showcase.copied'))
    } catch {
      showSnackbar(t('common.showcase.copyFailed'), 'error')
    }
  }

  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardHeader
        title={title}
        slotProps={{ title: { id: titleId, component: 'h2', variant: 'h5' } }}
        subheader={description}
        action={
          <Tooltip title={showCode ? t('common.showcase.hideCode') : t('common.showcase.showCode')}>
            <IconButton
              aria-label={showCode ? t('common.showcase.hideCode') : t('common.showcase.showCode')}
              aria-expanded={showCode}
              aria-controls={codeId}
              onClick={() => setShowCode((shown) => !shown)}
              color={showCode ? 'primary' : 'default'}
            >
              <CodeOutlined />
            </IconButton>
          </Tooltip>
        }
      />
      {/* Marked so that checks for a page still loading skip the spinners shown on purpose. */}
      <CardContent data-showcase-example="">{children}</CardContent>
      <Collapse in={showCode} unmountOnExit id={codeId}>
        <Divider />
        <CardContent>
          {sourceText.data === undefined ? (
            sourceText.isError ? (
              <Typography color="error">{t('common.loadError')}</Typography>
            ) : (
              <CircularProgress size={24} aria-label={t('common.loading')} />
            )
          ) : (
            <Box sx={{ position: 'relative' }}>
              <Suspense fallback={<CircularProgress size={24} aria-label={t('common.loading')} />}>
                <CodeBlock source={sourceText.data} label={t('common.showcase.codeOf', { title })} />
              </Suspense>
              <Tooltip title={t('common.showcase.copy')}>
                <IconButton
                  aria-label={t('common.showcase.copy')}
                  onClick={copySource}
                  size="small"
                  sx={{ position: 'absolute', top: 8, insetInlineEnd: 8, bgcolor: 'background.paper' }}
                >
                  <ContentCopyOutlined fontSize="small" />
                </IconButton>
              </Tooltip>
            </Box>
          )}
        </CardContent>
      </Collapse>
    </Card>
  )
}
