// Shows content HTML that the server sanitized when an author saved it (an allow-list of tags and
// attributes rebuilt from scratch, modules/ecommerce/products/html.ts): safe to insert as is. Its
// direction follows the text (dir="auto"): an English fallback inside an Arabic page reads left to
// right.
import Box from '@mui/material/Box'

export function FrontHtml({ html }: { html: string }) {
  return (
    <Box
      dir="auto"
      sx={{ '& p': { mt: 0, mb: 1.5 }, '& ol, & ul': { ps: 3, mb: 1.5 }, '& a': { color: 'primary.main' } }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
