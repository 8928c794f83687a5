// "Skip to content": the first stop of the keyboard on every page of the frame, out of sight until
// it has the focus, leading past the menu and the navbar to the page's main region.
import Link from '@mui/material/Link'
import { useTranslation } from 'react-i18next'

export type SkipLinkProps = { target: string }

export function SkipLink({ target }: SkipLinkProps) {
  const { t } = useTranslation()
  return (
    <Link
      href={`#${target}`}
      onClick={(event) => {
        // The main region takes the focus, so the next Tab continues inside the page.
        event.preventDefault()
        const main = document.getElementById(target)
        main?.focus()
        main?.scrollIntoView()
      }}
      sx={(theme) => ({
        position: 'fixed',
        insetInlineStart: 16,
        top: 8,
        zIndex: theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        boxShadow: theme.shadows[6],
        fontWeight: 600,
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      })}
    >
      {t('app.skipToContent')}
    </Link>
  )
}
