// Tabs whose choice is the address's `tab` parameter (left out for the first tab), so that a reload
// or a shared link opens the same tab; the chosen tab's panel follows them. Ids are
// `<idPrefix>-tab-<tab>` and `<idPrefix>-tabpanel-<tab>`.
import Box from '@mui/material/Box'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import type { SvgIconComponent } from '@mui/icons-material'
import type { ReactNode } from 'react'
import { useSearchParams } from 'react-router'

export type UrlTabsProps<T extends string> = {
  /** The tabs in order; the first is the one an address without `tab` opens. */
  tabs: readonly [T, ...T[]]
  idPrefix: string
  /** The tab list's accessible name. */
  label: string
  tabLabel: (tab: T) => string
  icons: Record<T, SvgIconComponent>
  children: (tab: T) => ReactNode
}

export function UrlTabs<T extends string>({
  tabs,
  idPrefix,
  label,
  tabLabel,
  icons,
  children,
}: UrlTabsProps<T>) {
  const [search, setSearch] = useSearchParams()
  const requested = search.get('tab')
  const tab = tabs.find((value) => value === requested) ?? tabs[0]
  return (
    <>
      <Tabs
        value={tab}
        onChange={(_event, value: T) =>
          setSearch(
            (current) => {
              const next = new URLSearchParams(current)
              if (value === tabs[0]) next.delete('tab')
              else next.set('tab', value)
              return next
            },
            { replace: true },
          )
        }
        variant="scrollable"
        scrollButtons="auto"
        aria-label={label}
        sx={{ mb: 3 }}
      >
        {tabs.map((value) => {
          const Icon: SvgIconComponent = icons[value]
          return (
            <Tab
              key={value}
              value={value}
              id={`${idPrefix}-tab-${value}`}
              aria-controls={`${idPrefix}-tabpanel-${value}`}
              icon={<Icon fontSize="small" />}
              iconPosition="start"
              label={tabLabel(value)}
              sx={{ minHeight: 48 }}
            />
          )
        })}
      </Tabs>
      <Box role="tabpanel" id={`${idPrefix}-tabpanel-${tab}`} aria-labelledby={`${idPrefix}-tab-${tab}`}>
        {children(tab)}
      </Box>
    </>
  )
}
