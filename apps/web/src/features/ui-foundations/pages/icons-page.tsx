// The icons Aurum uses (icon-set.ts, generated from the app's imports), searchable by name; a click
// copies the icon's import line.
import SearchOutlined from '@mui/icons-material/SearchOutlined'
import Box from '@mui/material/Box'
import ButtonBase from '@mui/material/ButtonBase'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import InputAdornment from '@mui/material/InputAdornment'
import TextField from '@mui/material/TextField'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import { createElement, useDeferredValue, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/page-header'
import { showSnackbar } from '@/lib/snackbar'
import { ICON_SET } from '../icon-set'

const ICONS = Object.entries(ICON_SET)

const iconImportLine = (name: string) => `import ${name} from '@mui/icons-material/${name}'`

export function IconsPage() {
  const { t } = useTranslation()
  const [query, setQuery] = useState('')
  const deferredQuery = useDeferredValue(query.trim().toLowerCase())
  const shown = ICONS.filter(([name]) => name.toLowerCase().includes(deferredQuery))

  async function copyImport(name: string) {
    try {
      await navigator.clipboard.writeText(iconImportLine(name))
      showSnackbar(t('uiFoundations.icons.copied', { name }))
    } catch {
      showSnackbar(t('common.showcase.copyFailed'), 'error')
    }
  }

  return (
    <>
      <PageHeader
        title={t('nav.icons')}
        subtitle={t('uiFoundations.icons.subtitle', { count: ICONS.length })}
      />
      <Card>
        <CardContent>
          <TextField
            type="search"
            label={t('uiFoundations.icons.search')}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchOutlined />
                  </InputAdornment>
                ),
              },
            }}
            sx={{ mb: 3, maxWidth: 420 }}
          />
          <Typography role="status" color="text.secondary" sx={{ mb: 2 }}>
            {t('uiFoundations.icons.shown', { count: shown.length })}
          </Typography>
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
            }}
          >
            {shown.map(([name, icon]) => (
              <li key={name}>
                <Tooltip title={t('uiFoundations.icons.copy')} describeChild>
                  <ButtonBase
                    onClick={() => void copyImport(name)}
                    sx={{
                      width: '100%',
                      flexDirection: 'column',
                      gap: 1,
                      p: 1.5,
                      borderRadius: 1,
                      border: 1,
                      borderColor: 'divider',
                      '&:hover, &.Mui-focusVisible': { bgcolor: 'action.hover' },
                    }}
                  >
                    {createElement(icon)}
                    <Typography variant="caption" dir="ltr" sx={{ wordBreak: 'break-all' }}>
                      {name}
                    </Typography>
                  </ButtonBase>
                </Tooltip>
              </li>
            ))}
          </Box>
        </CardContent>
      </Card>
    </>
  )
}
