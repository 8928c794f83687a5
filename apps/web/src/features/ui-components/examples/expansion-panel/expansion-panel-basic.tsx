import ExpandMoreOutlined from '@mui/icons-material/ExpandMoreOutlined'
import Accordion from '@mui/material/Accordion'
import AccordionDetails from '@mui/material/AccordionDetails'
import AccordionSummary from '@mui/material/AccordionSummary'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'

const QUESTIONS = ['shipping', 'returns', 'payment'] as const

export function ExpansionPanelBasic() {
  const { t } = useTranslation()
  return (
    <Box>
      {QUESTIONS.map((question) => (
        <Accordion key={question} disableGutters>
          <AccordionSummary expandIcon={<ExpandMoreOutlined />}>
            <Typography component="span">{t(`uiComponents.expansionPanel.questions.${question}`)}</Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography color="text.secondary">
              {t(`uiComponents.expansionPanel.answers.${question}`)}
            </Typography>
          </AccordionDetails>
        </Accordion>
      ))}
      <Accordion disabled disableGutters>
        <AccordionSummary expandIcon={<ExpandMoreOutlined />}>
          <Typography component="span">{t('uiComponents.expansionPanel.disabled')}</Typography>
        </AccordionSummary>
      </Accordion>
    </Box>
  )
}
