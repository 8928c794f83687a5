import DeleteOutlined from '@mui/icons-material/DeleteOutlined'
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined'
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined'
import { fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { stubWindowWidth } from '@/test/match-media'
import { renderWithProviders } from '@/test/render'
import { InvoiceRowActions } from './invoice-row-actions'

function renderActions(download: () => void) {
  return renderWithProviders(
    <InvoiceRowActions
      buttons={[
        {
          title: 'Preview',
          label: 'Preview #5036',
          icon: <VisibilityOutlined />,
          to: '/apps/invoice/preview/5036',
        },
        { title: 'Download', label: 'Download #5036', icon: <FileDownloadOutlined />, onClick: download },
      ]}
      menuLabel="More for #5036"
      menu={[{ label: 'Delete', icon: <DeleteOutlined />, onClick: () => {} }, false]}
    />,
  )
}

describe('InvoiceRowActions', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals())

  it('on a desktop shows preview and download beside the menu', async () => {
    stubWindowWidth(1440)
    await renderActions(() => {})
    expect(screen.getByRole('link', { name: 'Preview #5036' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Download #5036' })).toBeTruthy()
  })

  it('on a phone keeps the first button and moves the others to the top of the menu', async () => {
    stubWindowWidth(390)
    const download = vi.fn()
    await renderActions(download)
    expect(screen.getByRole('link', { name: 'Preview #5036' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Download #5036' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'More for #5036' }))
    const items = await screen.findAllByRole('menuitem')
    expect(items.map((item) => item.textContent)).toEqual(['Download', 'Delete'])
    fireEvent.click(items[0]!)
    expect(download).toHaveBeenCalledOnce()
  })
})
