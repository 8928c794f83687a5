// A customer in a list cell: avatar, name linking to the customer's page, and email (orders and
// customers lists).
import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { Link as RouterLink } from 'react-router'
import { UserAvatar } from '../../../components/user-avatar'

export const customerDetailsPath = (customerId: number) => `/apps/ecommerce/customer/details/${customerId}`

export function CustomerCell({
  customer,
}: {
  customer: { customer: string; avatar: string | null; customerId: number; email: string }
}) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, height: '100%', minWidth: 0 }}>
      <UserAvatar name={customer.customer} src={customer.avatar} size={34} />
      <Box sx={{ minWidth: 0, lineHeight: 1.3 }}>
        <Link
          component={RouterLink}
          to={customerDetailsPath(customer.customerId)}
          variant="body2"
          underline="hover"
          color="text.primary"
          sx={{ fontWeight: 500, display: 'block' }}
          noWrap
        >
          {customer.customer}
        </Link>
        {/* An address reads left to right in every language. */}
        <Typography
          variant="body2"
          color="text.secondary"
          noWrap
          dir="ltr"
          sx={{ '[dir="rtl"] &': { textAlign: 'end' } }}
        >
          {customer.email}
        </Typography>
      </Box>
    </Box>
  )
}
