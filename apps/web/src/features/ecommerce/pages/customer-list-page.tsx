// /apps/ecommerce/customer/list: the customers table (search, sort and paging held in the URL) with
// its CSV export; each row leads to the customer's details.
import { useTranslation } from 'react-i18next'
import { customerListQuerySchema } from '@aurum/shared'
import { ListPage, useServerList } from '@/components/data-table'
import { useListParams } from '@/lib/list-params'
import { CUSTOMERS_PATH, useCustomers } from '../api/customers'
import { CustomerTable } from '../components/customer-table'

export function CustomerListPage() {
  const { t } = useTranslation()
  const state = useListParams(customerListQuerySchema)
  const list = useServerList(state, useCustomers(state.params), { rows: 'customers' })
  return (
    <ListPage
      title={t('ecommerce.customers.list.title')}
      subtitle={t('ecommerce.customers.list.subtitle')}
      list={list}
      searchLabel={t('ecommerce.customers.list.search')}
      exportCsv={{ path: `${CUSTOMERS_PATH}/export.csv`, fileName: 'customers.csv' }}
    >
      <CustomerTable list={list} />
    </ListPage>
  )
}
