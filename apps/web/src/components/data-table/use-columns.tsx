// Column declarations for list tables: a person, a picture with a name, a number, money, a day,
// dollar text, a status chip and the row's actions, each the same on every list. A table is a list
// of these (and of plain ListColumn objects for what only it shows).
import { useMemo, type ReactElement } from 'react'
import Box from '@mui/material/Box'
import { useTranslation } from 'react-i18next'
import { useFormat } from '@/lib/format'
import { TonalChip, type TonalChipColor } from '../tonal-chip'
import { MediaCell, PersonCell, type MediaCellProps, type PersonCellProps } from './cells'
import { RowAction, type RowActionProps } from './row-actions'
import type { CellAlignment, ListColumn, TableRowModel } from './server-data-table'

type FieldOf<Row> = Extract<keyof Row, string>

/** What every helper takes: the field, its header, the list's sort key for it, and its size. */
type ColumnBase<Row, SortKey extends string, Field extends string = FieldOf<Row>> = {
  field: Field
  headerName: string
  sortKey?: SortKey
  flex?: number
  minWidth?: number
  width?: number
  align?: CellAlignment
  headerAlign?: CellAlignment
  /** Kept as a column on a phone (ListColumn's `phone`). */
  phone?: boolean
}

/** A row action, or nothing (a permission the reader lacks). */
export type RowActionItem = RowActionProps | null | false

export type ColumnKit<Row extends TableRowModel, SortKey extends string> = {
  person: (
    column: ColumnBase<Row, SortKey> & { person: (row: Row) => PersonCellProps },
  ) => ListColumn<Row, SortKey>
  media: (
    column: ColumnBase<Row, SortKey> & { media: (row: Row) => MediaCellProps },
  ) => ListColumn<Row, SortKey>
  /** A count in the reader's language. */
  number: (column: ColumnBase<Row, SortKey>) => ListColumn<Row, SortKey>
  /** Dollars in the reader's language, at the end of the cell. */
  money: (column: ColumnBase<Row, SortKey>) => ListColumn<Row, SortKey>
  /** A calendar day (YYYY-MM-DD) in the reader's language. */
  day: (column: ColumnBase<Row, SortKey>) => ListColumn<Row, SortKey>
  /** Text the server wrote that reads left to right in every language (the spec's dollar text). */
  leftToRight: (column: ColumnBase<Row, SortKey>) => ListColumn<Row, SortKey>
  status: <Field extends FieldOf<Row>>(
    column: ColumnBase<Row, SortKey, Field> & {
      tones: Record<Extract<Row[Field], string>, TonalChipColor>
      label: (value: Row[Field]) => string
    },
  ) => ListColumn<Row, SortKey>
  /** The last column: one icon button per action, named after the row. */
  actions: (column: {
    actions: (row: Row) => RowActionItem[]
    width?: number
    headerName?: string
  }) => ListColumn<Row, SortKey>
}

export function useColumns<Row extends TableRowModel, SortKey extends string>(): ColumnKit<Row, SortKey> {
  const { t } = useTranslation()
  const format = useFormat()
  return useMemo<ColumnKit<Row, SortKey>>(
    () => ({
      person: ({ person, ...column }) => ({
        ...column,
        renderCell: ({ row }) => <PersonCell {...person(row)} />,
      }),
      media: ({ media, ...column }) => ({
        ...column,
        renderCell: ({ row }) => <MediaCell {...media(row)} />,
      }),
      number: (column) => ({ ...column, valueFormatter: (value: number) => format.number(value) }),
      money: (column) => ({
        align: 'right',
        headerAlign: 'right',
        ...column,
        valueFormatter: (value: number) => format.money(value),
      }),
      day: (column) => ({ ...column, valueFormatter: (value: string) => format.day(value) }),
      leftToRight: (column) => ({
        ...column,
        renderCell: ({ value }) => (
          <Box component="span" dir="ltr">
            {String(value)}
          </Box>
        ),
      }),
      status: ({ tones, label, ...column }) => ({
        ...column,
        renderCell: ({ row }) => (
          <TonalChip
            color={tones[row[column.field] as Extract<Row[typeof column.field], string>]}
            label={label(row[column.field])}
          />
        ),
      }),
      actions: ({ actions, width = 120, headerName = t('common.actions') }) => ({
        field: 'actions',
        headerName,
        sortable: false,
        width,
        align: 'right',
        headerAlign: 'right',
        renderCell: ({ row }) => (
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', height: '100%' }}>
            {actions(row)
              .filter((action): action is RowActionProps => Boolean(action))
              .map((action): ReactElement => (
                <RowAction key={action.label} {...action} />
              ))}
          </Box>
        ),
      }),
    }),
    [t, format],
  )
}
