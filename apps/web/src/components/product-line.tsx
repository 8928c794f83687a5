// One product in a list of products to pick or in a cart: its name over a line of detail (brand,
// price, stock), then what can be done with it (add, quantity, remove) at the end of the row.
import Box from '@mui/material/Box'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'

export type ProductLineProps = {
  name: ReactNode
  detail: ReactNode
  /** The name in bold (a cart's lines), or plain (a list to pick from). */
  strong?: boolean
  children: ReactNode
}

/** A list item: put it in a `<Stack component="ul">`. */
export function ProductLine({ name, detail, strong = false, children }: ProductLineProps) {
  return (
    <Stack component="li" direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Box sx={{ flexGrow: 1 }}>
        <Typography sx={strong ? { fontWeight: 500 } : undefined}>{name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {detail}
        </Typography>
      </Box>
      {children}
    </Stack>
  )
}
