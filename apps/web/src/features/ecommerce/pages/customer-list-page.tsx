// /apps/ecommerce/customer/list: the customers table (search, sort and paging held in the URL) with
// its CSV export; each row leads to the customer's details.
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import { useTranslation } from 'react-i18next'
import { customerListQuerySchema } from '@aurum/shared'
import { ExportButton, TableSearch } from '../../../components/data-table'
import { PageHeader } from '../../../components/page-header'
import { ErrorState } from '../../../components/state-views'
import { useListParams } from '../../../lib/list-params'
import { CUSTOMERS_PATH, useCustomers } from '../api/customers'
import { CustomerTable } from '../components/customer-table'

export function CustomerListPage() {
  const { t } = useTranslation()
  const { params, setParams } = useListParams(customerListQuerySchema)
  const customers = useCustomers(params)

  return (
    <Box>
      <PageHeader
        title={t('ecommerce.customers.list.title')}
        subtitle={t('ecommerce.customers.list.subtitle')}
      />
      <Card>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 2,
            p: 2.5,
          }}
        >
          <Box sx={{ flex: '1 1 240px', maxWidth: { sm: 360 } }}>
            <TableSearch
              value={params.q}
              onChange={(q) => setParams({ q })}
              label={t('ecommerce.customers.list.search')}
            />
          </Box>
          <ExportButton path={`${CUSTOMERS_PATH}/export.csv`} query={params} fileName="customers.csv" />
        </Box>
        {customers.isError ? (
          <Box sx={{ px: 2.5, pb: 2.5 }}>
            <ErrorState error={customers.error} onRetry={() => void customers.refetch()} />
          </Box>
        ) : (
          <CustomerTable
            rows={customers.data?.customers}
            total={customers.data?.total}
            paging={params}
            onPagingChange={setParams}
            loading={customers.isFetching}
          />
        )}
      </Card>
    </Box>
  )
}
