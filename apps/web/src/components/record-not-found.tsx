// The page of a record the address names but the server does not have: what happened, and the way
// back to the list the record would be in.
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'
import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined'
import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined'
import { Link as RouterLink } from 'react-router'

export type RecordNotFoundProps = {
  title: string
  text: string
  backTo: string
  backLabel: string
}

export function RecordNotFound({ title, text, backTo, backLabel }: RecordNotFoundProps) {
  return (
    <Card>
      <CardContent
        sx={{
          textAlign: 'center',
          py: 8,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: 2,
        }}
      >
        <PersonSearchOutlined aria-hidden sx={{ fontSize: 64, color: 'text.secondary' }} />
        <Typography variant="h4" component="h1">
          {title}
        </Typography>
        <Typography color="text.secondary">{text}</Typography>
        <Button
          component={RouterLink}
          to={backTo}
          variant="contained"
          startIcon={
            <ArrowBackOutlined
              fontSize="small"
              aria-hidden
              sx={{ '[dir="rtl"] &': { transform: 'scaleX(-1)' } }}
            />
          }
        >
          {backLabel}
        </Button>
      </CardContent>
    </Card>
  )
}
