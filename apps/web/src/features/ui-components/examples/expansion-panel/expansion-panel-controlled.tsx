import ExpandMoreOutlined from '@mui/icons-material/ExpandMoreOutlined'
import Accordion from '@mui/material/Accordion'
import AccordionDetails from '@mui/material/AccordionDetails'
import AccordionSummary from '@mui/material/AccordionSummary'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

const STEPS = ['account', 'profile', 'billing'] as const

/** One panel open at a time: opening one closes the others. */
export function ExpansionPanelControlled() {
  const { t } = useTranslation()
  const [expanded, setExpanded] = useState<string | false>('account')
  return (
    <Box>
      {STEPS.map((step) => (
        <Accordion
          key={step}
          disableGutters
          expanded={expanded === step}
          onChange={(_, isExpanded) => setExpanded(isExpanded ? step : false)}
        >
          <AccordionSummary expandIcon={<ExpandMoreOutlined />}>
            <Typography component="span" sx={{ flexShrink: 0, width: '40%' }}>
              {t(`uiComponents.expansionPanel.steps.${step}`)}
            </Typography>
            <Typography component="span" color="text.secondary">
              {t(`uiComponents.expansionPanel.steps.${step}Hint`)}
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography color="text.secondary">{t('uiComponents.expansionPanel.stepBody')}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  )
}
