// The customizer drawer (issue item 3): every theme and layout setting, stored and restored, with
// a reset to the defaults of spec section 9.
import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import ButtonBase from '@mui/material/ButtonBase'
import Divider from '@mui/material/Divider'
import Drawer from '@mui/material/Drawer'
import FormControlLabel from '@mui/material/FormControlLabel'
import IconButton from '@mui/material/IconButton'
import Switch from '@mui/material/Switch'
import ToggleButton from '@mui/material/ToggleButton'
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import { useTheme } from '@mui/material/styles'
import CheckOutlined from '@mui/icons-material/CheckOutlined'
import CloseOutlined from '@mui/icons-material/CloseOutlined'
import RestartAltOutlined from '@mui/icons-material/RestartAltOutlined'
import { useTranslation } from 'react-i18next'
import { LANGUAGES } from '@aurum/shared'
import {
  BAR_TYPES,
  CONTENT_WIDTHS,
  PRIMARY_PRESETS,
  SKINS,
  THEME_MODES,
  resetSettings,
  updateSettings,
  useSettings,
  type Settings,
} from '@/lib/settings'
import { THEME_ICONS } from './navbar/theme-switcher'

const CUSTOMIZER_WIDTH = 380

type LayoutChoice = 'vertical' | 'collapsed' | 'horizontal'
const LAYOUT_CHOICES: LayoutChoice[] = ['vertical', 'collapsed', 'horizontal']

function layoutChoiceOf(settings: Settings): LayoutChoice {
  if (settings.appContentLayoutNav === 'horizontal') return 'horizontal'
  return settings.isVerticalNavCollapsed ? 'collapsed' : 'vertical'
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ px: 3, py: 2.5, display: 'flex', flexDirection: 'column', gap: 2.5 }}>
      <Typography variant="overline" component="h3" sx={{ color: 'text.secondary', lineHeight: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  )
}

function Field({ label, id, children }: { label: string; id: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography id={id} variant="body2" sx={{ fontWeight: 500 }}>
        {label}
      </Typography>
      {children}
    </Box>
  )
}

function Choice<T extends string>({
  id,
  label,
  value,
  options,
  optionLabel,
  onChange,
  disabled,
  icon,
}: {
  id: string
  label: string
  value: T
  options: readonly T[]
  optionLabel: (option: T) => string
  onChange: (value: T) => void
  disabled?: (option: T) => boolean
  icon?: (option: T) => ReactNode
}) {
  return (
    <Field label={label} id={`${id}-label`}>
      <ToggleButtonGroup
        exclusive
        fullWidth
        size="small"
        color="primary"
        value={value}
        aria-labelledby={`${id}-label`}
        data-testid={`customizer-${id}`}
        onChange={(_, next: T | null) => next && onChange(next)}
      >
        {options.map((option) => (
          <ToggleButton
            key={option}
            value={option}
            disabled={disabled?.(option)}
            sx={{ gap: 0.75, textTransform: 'none' }}
          >
            {icon?.(option)}
            {optionLabel(option)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Field>
  )
}

/** The settings drawer; its button is the navbar's (it used to float over the content). */
export function Customizer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation()
  const theme = useTheme()
  const settings = useSettings()
  const horizontal = settings.appContentLayoutNav === 'horizontal'
  const primary =
    theme.palette.mode === 'light' ? settings.lightThemePrimaryColor : settings.darkThemePrimaryColor

  return (
    <>
      <Drawer
        anchor="right"
        open={open}
        onClose={onClose}
        slotProps={{
          paper: {
            sx: { width: { xs: '100%', sm: CUSTOMIZER_WIDTH }, backgroundImage: 'none' },
            'aria-labelledby': 'customizer-title',
          } as object,
          backdrop: { invisible: true },
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 3, py: 2 }}>
          <Box sx={{ flex: 1 }}>
            <Typography id="customizer-title" variant="h5" component="h2">
              {t('app.customizer.title')}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('app.customizer.subtitle')}
            </Typography>
          </Box>
          <Tooltip title={t('app.customizer.reset')}>
            <IconButton
              onClick={resetSettings}
              aria-label={t('app.customizer.reset')}
              data-testid="customizer-reset"
            >
              <RestartAltOutlined />
            </IconButton>
          </Tooltip>
          <IconButton onClick={onClose} aria-label={t('app.customizer.close')}>
            <CloseOutlined />
          </IconButton>
        </Box>
        <Divider />
        <Box sx={{ overflowY: 'auto' }}>
          <Section title={t('app.customizer.theming')}>
            <Field label={t('app.customizer.primaryColor')} id="primary-color-label">
              <Box
                role="radiogroup"
                aria-labelledby="primary-color-label"
                sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}
              >
                {PRIMARY_PRESETS.map((color, index) => (
                  <ButtonBase
                    key={color}
                    role="radio"
                    aria-checked={primary === color}
                    aria-label={t('app.customizer.colorOption', { index: index + 1 })}
                    onClick={() =>
                      updateSettings({ lightThemePrimaryColor: color, darkThemePrimaryColor: color })
                    }
                    sx={(muiTheme) => ({
                      width: 44,
                      height: 44,
                      borderRadius: 1.5,
                      border: `2px solid ${primary === color ? muiTheme.palette.primaryText : muiTheme.palette.divider}`,
                    })}
                  >
                    <Box
                      sx={{
                        width: 30,
                        height: 30,
                        borderRadius: 1,
                        display: 'grid',
                        placeItems: 'center',
                        bgcolor: color,
                      }}
                    >
                      {primary === color && (
                        <CheckOutlined
                          fontSize="small"
                          sx={{ color: theme.palette.getContrastText(color) }}
                        />
                      )}
                    </Box>
                  </ButtonBase>
                ))}
              </Box>
            </Field>
            <Choice
              id="theme"
              label={t('app.customizer.theme')}
              value={settings.theme}
              options={THEME_MODES}
              optionLabel={(mode) => t(`app.theme.${mode}`)}
              icon={(mode) => {
                const Icon = THEME_ICONS[mode]
                return <Icon fontSize="small" />
              }}
              onChange={(mode) => updateSettings({ theme: mode })}
            />
            <Choice
              id="skin"
              label={t('app.customizer.skin')}
              value={settings.skin}
              options={SKINS}
              optionLabel={(skin) => t(`app.customizer.skins.${skin}`)}
              onChange={(skin) => updateSettings({ skin })}
            />
            <FormControlLabel
              control={
                <Switch
                  checked={settings.isVerticalNavSemiDark}
                  onChange={(event) => updateSettings({ isVerticalNavSemiDark: event.target.checked })}
                  disabled={horizontal || theme.palette.mode === 'dark'}
                  slotProps={{ input: { 'data-testid': 'customizer-semi-dark' } as object }}
                />
              }
              label={t('app.customizer.semiDark')}
              sx={{ justifyContent: 'space-between', marginInline: 0 }}
              labelPlacement="start"
            />
          </Section>
          <Divider />
          <Section title={t('app.customizer.layout')}>
            <Choice
              id="layout"
              label={t('app.customizer.menu')}
              value={layoutChoiceOf(settings)}
              options={LAYOUT_CHOICES}
              optionLabel={(choice) => t(`app.customizer.layouts.${choice}`)}
              onChange={(choice) =>
                updateSettings(
                  choice === 'horizontal'
                    ? { appContentLayoutNav: 'horizontal' }
                    : { appContentLayoutNav: 'vertical', isVerticalNavCollapsed: choice === 'collapsed' },
                )
              }
            />
            <Choice
              id="content-width"
              label={t('app.customizer.contentWidth')}
              value={settings.appContentWidth}
              options={CONTENT_WIDTHS}
              optionLabel={(width) => t(`app.customizer.widths.${width}`)}
              onChange={(width) => updateSettings({ appContentWidth: width })}
            />
            <Choice
              id="navbar-type"
              label={t('app.customizer.navbarType')}
              value={settings.navbarType}
              options={BAR_TYPES}
              optionLabel={(type) => t(`app.customizer.barTypes.${type}`)}
              // Spec section 4: the horizontal layout always shows the navbar.
              disabled={(type) => horizontal && type === 'hidden'}
              onChange={(type) => updateSettings({ navbarType: type })}
            />
            <FormControlLabel
              control={
                <Switch
                  checked={settings.isNavbarBlurEnabled}
                  onChange={(event) => updateSettings({ isNavbarBlurEnabled: event.target.checked })}
                  slotProps={{ input: { 'data-testid': 'customizer-blur' } as object }}
                />
              }
              label={t('app.customizer.navbarBlur')}
              sx={{ justifyContent: 'space-between', marginInline: 0 }}
              labelPlacement="start"
            />
            <Choice
              id="horizontal-nav-type"
              label={t('app.customizer.horizontalNavType')}
              value={settings.horizontalNavType}
              options={BAR_TYPES}
              optionLabel={(type) => t(`app.customizer.barTypes.${type}`)}
              disabled={() => !horizontal}
              onChange={(type) => updateSettings({ horizontalNavType: type })}
            />
            <Choice
              id="footer-type"
              label={t('app.customizer.footerType')}
              value={settings.footerType}
              options={BAR_TYPES}
              optionLabel={(type) => t(`app.customizer.barTypes.${type}`)}
              onChange={(type) => updateSettings({ footerType: type })}
            />
            <Choice
              id="language"
              label={t('app.customizer.language')}
              value={settings.language}
              options={LANGUAGES.map((language) => language.code)}
              optionLabel={(code) => LANGUAGES.find((language) => language.code === code)?.name ?? code}
              onChange={(language) => updateSettings({ language })}
            />
          </Section>
        </Box>
      </Drawer>
    </>
  )
}
