// A person in a list cell: avatar, name and email (reviews, referrals); the customer cell of the
// orders and customers lists is one whose name links to the customer's page.
import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { Link as RouterLink } from 'react-router'
import { LeftToRightText } from '../../../components/left-to-right-text'
import { UserAvatar } from '../../../components/user-avatar'

export const customerDetailsPath = (customerId: number) => `/apps/ecommerce/customer/details/${customerId}`

export function PersonCell({
  name,
  avatar,
  email,
  to,
}: {
  name: string
  avatar: string | null
  email: string
  /** Where the name links to; plain text without. */
  to?: string
}) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, height: '100%', minWidth: 0 }}>
      <UserAvatar name={name} src={avatar} size={34} />
      <Box sx={{ minWidth: 0, lineHeight: 1.3 }}>
        {to ? (
          <Link
            component={RouterLink}
            to={to}
            variant="body2"
            underline="hover"
            color="text.primary"
            sx={{ fontWeight: 500, display: 'block' }}
            noWrap
          >
            {name}
          </Link>
        ) : (
          // A name in any script takes its own direction, aligned with the column (match-parent:
          // the start of the cell, not of the text).
          <Typography variant="body2" sx={{ fontWeight: 500, textAlign: 'match-parent' }} noWrap dir="auto">
            {name}
          </Typography>
        )}
        <LeftToRightText>{email}</LeftToRightText>
      </Box>
    </Box>
  )
}

export function CustomerCell({
  customer,
}: {
  customer: { customer: string; avatar: string | null; customerId: number; email: string }
}) {
  return (
    <PersonCell
      name={customer.customer}
      avatar={customer.avatar}
      email={customer.email}
      to={customerDetailsPath(customer.customerId)}
    />
  )
}
