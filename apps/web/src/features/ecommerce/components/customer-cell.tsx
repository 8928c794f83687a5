// The customer cell of the orders and customers lists: the list kit's person cell, its name
// linking to the customer's page.
import { PersonCell } from '@/components/data-table'
import { paths } from '@/lib/paths'

export const customerDetailsPath = (customerId: number) => paths.customerDetails(customerId)

export function CustomerCell({
  customer,
}: {
  customer: { customer: string; avatar: string | null; customerId: number; email: string }
}) {
  return (
    <PersonCell
      name={customer.customer}
      avatar={customer.avatar}
      secondary={customer.email}
      to={customerDetailsPath(customer.customerId)}
    />
  )
}
