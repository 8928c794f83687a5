// The content's icon names (Remix icon names, as the spec's data has them) drawn with MUI's icons.
import type { SvgIconComponent } from '@mui/icons-material'
import CreditCardOutlined from '@mui/icons-material/CreditCardOutlined'
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined'
import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined'
import InboxOutlined from '@mui/icons-material/InboxOutlined'
import LoopOutlined from '@mui/icons-material/LoopOutlined'
import SettingsOutlined from '@mui/icons-material/SettingsOutlined'
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined'

const ICONS: Record<string, SvgIconComponent> = {
  'ri-bank-card-line': CreditCardOutlined,
  'ri-shopping-cart-line': ShoppingCartOutlined,
  'ri-refresh-line': LoopOutlined,
  'ri-inbox-line': InboxOutlined,
  'ri-settings-4-line': SettingsOutlined,
  'ri-question-line': HelpOutlineOutlined,
  'ri-file-text-line': DescriptionOutlined,
}

export function FrontIcon({ name }: { name: string }) {
  const Icon = ICONS[name] ?? HelpOutlineOutlined
  return <Icon aria-hidden />
}
