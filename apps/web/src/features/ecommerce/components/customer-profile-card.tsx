// The customer page's left panel: picture, name, customer ID, orders and money spent, details
// (email, status, contact, country) and the edit button (when the ability allows; the server decides).
import { useState, type ReactNode } from 'react'
import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Divider from '@mui/material/Divider'
import Typography from '@mui/material/Typography'
import { alpha } from '@mui/material/styles'
import AttachMoneyOutlined from '@mui/icons-material/AttachMoneyOutlined'
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined'
import { useTranslation } from 'react-i18next'
import type { CustomerDetail, CustomerStatus } from '@aurum/shared'
import { TonalChip, type TonalChipColor } from '../../../components/tonal-chip'
import { UserAvatar } from '../../../components/user-avatar'
import { useFormat } from '../../../lib/format'
import { CustomerEditDialog } from './customer-edit-dialog'
import { CustomerCountry } from './customer-table'

export const CUSTOMER_STATUS_COLORS: Record<CustomerStatus, TonalChipColor> = {
  Active: 'success',
  Inactive: 'secondary',
  Suspended: 'error',
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box component="li" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, py: 0.75 }}>
      <Typography component="span" sx={{ fontWeight: 500 }}>
        {label}:
      </Typography>
      <Box component="span" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </Box>
  )
}

function Figure({ icon, value, label }: { icon: ReactNode; value: string; label: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
      <Avatar
        variant="rounded"
        aria-hidden
        sx={(theme) => ({
          bgcolor: alpha(theme.palette.primary.main, 0.16),
          color: theme.palette.primaryText,
        })}
      >
        {icon}
      </Avatar>
      <Box>
        <Typography variant="h6" component="p">
          {value}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
      </Box>
    </Box>
  )
}

export function CustomerProfileCard({
  customer,
  canUpdate,
}: {
  customer: CustomerDetail
  canUpdate: boolean
}) {
  const { t } = useTranslation()
  const format = useFormat()
  const [editing, setEditing] = useState(false)
  return (
    <Card>
      <CardContent
        sx={{
          pt: 5,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          textAlign: 'center',
          gap: 1,
        }}
      >
        <UserAvatar name={customer.customer} src={customer.avatar} size={110} rounded />
        {/* The page is this customer's: their name is its heading. */}
        <Typography variant="h5" component="h1" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
          {customer.customer}
        </Typography>
        <Typography color="text.secondary">
          {t('ecommerce.customers.details.customerId', { id: customer.customerId })}
        </Typography>
      </CardContent>
      <CardContent sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-around', gap: 3 }}>
        <Figure
          icon={<ShoppingCartOutlined />}
          value={format.number(customer.order)}
          label={t('ecommerce.customers.details.orders')}
        />
        <Figure
          icon={<AttachMoneyOutlined />}
          value={format.money(customer.totalSpent)}
          label={t('ecommerce.customers.details.spent')}
        />
      </CardContent>
      <CardContent>
        <Typography variant="overline" component="h2" color="text.secondary">
          {t('ecommerce.customers.details.details')}
        </Typography>
        <Divider sx={{ mb: 1.5 }} />
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          <Detail label={t('ecommerce.customers.fields.email')}>
            <bdi dir="ltr">{customer.email}</bdi>
          </Detail>
          <Detail label={t('ecommerce.customers.fields.status')}>
            <TonalChip
              label={t(`ecommerce.customers.status.${customer.status}`)}
              color={CUSTOMER_STATUS_COLORS[customer.status]}
            />
          </Detail>
          <Detail label={t('ecommerce.customers.fields.contact')}>
            <bdi dir="ltr">{customer.contact || '—'}</bdi>
          </Detail>
          <Detail label={t('ecommerce.customers.fields.country')}>
            <CustomerCountry countryCode={customer.countryCode} country={customer.country} />
          </Detail>
        </Box>
        {canUpdate ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
            <Button variant="contained" onClick={() => setEditing(true)}>
              {t('ecommerce.customers.edit.open')}
            </Button>
          </Box>
        ) : null}
      </CardContent>
      <CustomerEditDialog customer={customer} open={editing} onClose={() => setEditing(false)} />
    </Card>
  )
}
