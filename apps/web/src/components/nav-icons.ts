// Icon names used by the menu, the shortcuts and the search catalogue (route meta and packages/shared
// name them as strings), resolved to MUI icons here.
import AppsOutlined from '@mui/icons-material/AppsOutlined'
import ExtensionOutlined from '@mui/icons-material/ExtensionOutlined'
import ToggleOnOutlined from '@mui/icons-material/ToggleOnOutlined'
import BarChartOutlined from '@mui/icons-material/BarChartOutlined'
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined'
import ChatBubbleOutlineOutlined from '@mui/icons-material/ChatBubbleOutlineOutlined'
import CheckBoxOutlined from '@mui/icons-material/CheckBoxOutlined'
import CreditCardOutlined from '@mui/icons-material/CreditCardOutlined'
import DashboardOutlined from '@mui/icons-material/DashboardOutlined'
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined'
import EmojiSymbolsOutlined from '@mui/icons-material/EmojiSymbolsOutlined'
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined'
import GroupOutlined from '@mui/icons-material/GroupOutlined'
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined'
import KeyOutlined from '@mui/icons-material/KeyOutlined'
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined'
import LockOutlined from '@mui/icons-material/LockOutlined'
import LoginOutlined from '@mui/icons-material/LoginOutlined'
import MailOutlineOutlined from '@mui/icons-material/MailOutlineOutlined'
import PersonAddAltOutlined from '@mui/icons-material/PersonAddAltOutlined'
import PieChartOutlineOutlined from '@mui/icons-material/PieChartOutlineOutlined'
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined'
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined'
import SchoolOutlined from '@mui/icons-material/SchoolOutlined'
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined'
import SettingsOutlined from '@mui/icons-material/SettingsOutlined'
import ShieldOutlined from '@mui/icons-material/ShieldOutlined'
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined'
import SmartphoneOutlined from '@mui/icons-material/SmartphoneOutlined'
import TableChartOutlined from '@mui/icons-material/TableChartOutlined'
import TextFieldsOutlined from '@mui/icons-material/TextFieldsOutlined'
import ViewKanbanOutlined from '@mui/icons-material/ViewKanbanOutlined'
import WebAssetOutlined from '@mui/icons-material/WebAssetOutlined'
import { createElement } from 'react'
import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined'
import SellOutlined from '@mui/icons-material/SellOutlined'
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined'
import type { SvgIconComponent } from '@mui/icons-material'
import type { SvgIconProps } from '@mui/material/SvgIcon'

export const NAV_ICONS = {
  dashboard: DashboardOutlined,
  'dashboard-crm': PieChartOutlineOutlined,
  cart: ShoppingCartOutlined,
  school: SchoolOutlined,
  truck: LocalShippingOutlined,
  mail: MailOutlineOutlined,
  chat: ChatBubbleOutlineOutlined,
  calendar: CalendarMonthOutlined,
  kanban: ViewKanbanOutlined,
  invoice: ReceiptLongOutlined,
  users: GroupOutlined,
  shield: ShieldOutlined,
  pages: InsertDriveFileOutlined,
  alert: ReportProblemOutlined,
  error: ErrorOutlineOutlined,
  lock: LockOutlined,
  login: LoginOutlined,
  register: PersonAddAltOutlined,
  key: KeyOutlined,
  phone: SmartphoneOutlined,
  clock: ScheduleOutlined,
  settings: SettingsOutlined,
  wizard: AppsOutlined,
  dialog: WebAssetOutlined,
  typography: TextFieldsOutlined,
  icons: EmojiSymbolsOutlined,
  cards: CreditCardOutlined,
  components: ToggleOnOutlined,
  extensions: ExtensionOutlined,
  form: DescriptionOutlined,
  check: CheckBoxOutlined,
  table: TableChartOutlined,
  chart: BarChartOutlined,
  help: HelpOutlineOutlined,
  price: SellOutlined,
  storefront: StorefrontOutlined,
} satisfies Record<string, SvgIconComponent>

export type NavIconName = keyof typeof NAV_ICONS

function navIcon(name: string | undefined): SvgIconComponent {
  return (
    name && name in NAV_ICONS ? NAV_ICONS[name as NavIconName] : InsertDriveFileOutlined
  ) as SvgIconComponent
}

/** Renders a named icon (the lookup happens here so callers never create components in render). */
export function NavIcon({ name, ...props }: { name: string | undefined } & SvgIconProps) {
  return createElement(navIcon(name), props)
}
