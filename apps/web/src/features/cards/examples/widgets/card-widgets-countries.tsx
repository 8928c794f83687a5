import Card from '@mui/material/Card'
import CardHeader from '@mui/material/CardHeader'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { useFormat } from '@/lib/format'
import { useCrmFigures } from '@/features/cards/api'

/** Where the customers are: the countries with the most, named in the reader's language. */
export function CardWidgetsCountries() {
  const { t } = useTranslation()
  const format = useFormat()
  const { data } = useCrmFigures()
  return (
    <Card variant="outlined">
      <CardHeader title={t('cards.widgets.countriesTitle')} slotProps={{ title: { component: 'h3' } }} />
      {data ? (
        <List dense>
          {data.topCountries.map((country) => (
            <ListItem
              key={country.countryCode}
              secondaryAction={<Typography variant="body2">{format.number(country.customers)}</Typography>}
            >
              <ListItemText primary={format.country(country.countryCode, country.country)} />
            </ListItem>
          ))}
        </List>
      ) : (
        <Skeleton variant="rounded" height={160} sx={{ m: 2 }} />
      )}
    </Card>
  )
}
