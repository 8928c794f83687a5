// The customer page's left panel: picture, name, customer ID, orders and money spent, details
// (email, status, contact, country) and the edit button (when the ability allows; the server decides).
import { useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import Typography from '@mui/material/Typography'
import AttachMoneyOutlined from '@mui/icons-material/AttachMoneyOutlined'
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined'
import { useTranslation } from 'react-i18next'
import type { CustomerDetail, CustomerStatus } from '@aurum/shared'
import { TonalChip, type TonalChipColor } from '@/components/tonal-chip'
import {
  ProfileCardHeader,
  ProfileDetail,
  ProfileDetails,
  ProfileFigure,
  ProfileFigures,
} from '@/components/profile-card'
import { useFormat } from '@/lib/format'
import { CustomerEditDialog } from './customer-edit-dialog'
import { CustomerCountry } from './customer-table'

const CUSTOMER_STATUS_COLORS: Record<CustomerStatus, TonalChipColor> = {
  Active: 'success',
  Inactive: 'secondary',
  Suspended: 'error',
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
      <ProfileCardHeader
        name={customer.customer}
        avatar={customer.avatar}
        subtitle={
          <Typography color="text.secondary">
            {t('ecommerce.customers.details.customerId', { id: customer.customerId })}
          </Typography>
        }
      />
      <ProfileFigures>
        <ProfileFigure
          icon={<ShoppingCartOutlined />}
          value={format.number(customer.order)}
          label={t('ecommerce.customers.details.orders')}
        />
        <ProfileFigure
          icon={<AttachMoneyOutlined />}
          value={format.money(customer.totalSpent)}
          label={t('ecommerce.customers.details.spent')}
        />
      </ProfileFigures>
      <ProfileDetails
        title={t('ecommerce.customers.details.details')}
        after={
          canUpdate ? (
            <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
              <Button variant="contained" onClick={() => setEditing(true)}>
                {t('ecommerce.customers.edit.open')}
              </Button>
            </Box>
          ) : null
        }
      >
        <ProfileDetail label={t('ecommerce.customers.fields.email')}>
          <bdi dir="ltr">{customer.email}</bdi>
        </ProfileDetail>
        <ProfileDetail label={t('ecommerce.customers.fields.status')}>
          <TonalChip
            label={t(`ecommerce.customers.status.${customer.status}`)}
            color={CUSTOMER_STATUS_COLORS[customer.status]}
          />
        </ProfileDetail>
        <ProfileDetail label={t('ecommerce.customers.fields.contact')}>
          <bdi dir="ltr">{customer.contact || '—'}</bdi>
        </ProfileDetail>
        <ProfileDetail label={t('ecommerce.customers.fields.country')}>
          <CustomerCountry countryCode={customer.countryCode} country={customer.country} />
        </ProfileDetail>
      </ProfileDetails>
      <CustomerEditDialog customer={customer} open={editing} onClose={() => setEditing(false)} />
    </Card>
  )
}
