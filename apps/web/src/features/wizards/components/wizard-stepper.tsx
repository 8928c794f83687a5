// The wizards' stepper: numbered (MUI's numbers, each step's subtitle under its title) or with an
// icon per step. Vertical on phones, where a row of titles does not fit; MUI lays it out from the
// end in right to left.
import type { ReactElement } from 'react'
import Box from '@mui/material/Box'
import Step from '@mui/material/Step'
import StepLabel from '@mui/material/StepLabel'
import Stepper from '@mui/material/Stepper'
import Typography from '@mui/material/Typography'
import useMediaQuery from '@mui/material/useMediaQuery'
import { useTheme } from '@mui/material/styles'
import Check from '@mui/icons-material/Check'

export type WizardStepperVariant = 'numbered' | 'icons'

type WizardStepperStep = { key: string; title: string; subtitle: string; icon: ReactElement }

export type WizardStepperProps = {
  steps: readonly WizardStepperStep[]
  active: number
  variant: WizardStepperVariant
}

function WizardStepIcon({
  icon,
  active,
  completed,
}: {
  icon: ReactElement
  active: boolean
  completed: boolean
}) {
  return (
    <Box
      aria-hidden
      sx={{
        width: 38,
        height: 38,
        borderRadius: 1.5,
        display: 'grid',
        placeItems: 'center',
        bgcolor: active || completed ? 'primary.main' : 'action.selected',
        color: active || completed ? 'primary.contrastText' : 'text.primary',
        '& svg': { fontSize: 22 },
      }}
    >
      {completed ? <Check /> : icon}
    </Box>
  )
}

export function WizardStepper({ steps, active, variant }: WizardStepperProps) {
  const theme = useTheme()
  const phone = useMediaQuery(theme.breakpoints.down('sm'))
  return (
    <Stepper activeStep={active} orientation={phone ? 'vertical' : 'horizontal'} alternativeLabel={!phone}>
      {steps.map((step, index) => (
        <Step key={step.key} completed={index < active}>
          <StepLabel
            optional={
              <Typography variant="caption" color="text.secondary" component="span" sx={{ display: 'block' }}>
                {step.subtitle}
              </Typography>
            }
            {...(variant === 'icons'
              ? {
                  icon: (
                    <WizardStepIcon icon={step.icon} active={index === active} completed={index < active} />
                  ),
                }
              : {})}
            aria-current={index === active ? 'step' : undefined}
          >
            {step.title}
          </StepLabel>
        </Step>
      ))}
    </Stepper>
  )
}
