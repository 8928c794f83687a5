// The course's sections with their topics: tick a topic to mark it done (stored for the learner),
// pick one to show its lesson in the player.
import { useState } from 'react'
import Accordion from '@mui/material/Accordion'
import AccordionDetails from '@mui/material/AccordionDetails'
import AccordionSummary from '@mui/material/AccordionSummary'
import Box from '@mui/material/Box'
import Checkbox from '@mui/material/Checkbox'
import IconButton from '@mui/material/IconButton'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import ExpandMoreOutlined from '@mui/icons-material/ExpandMoreOutlined'
import PlayCircleOutline from '@mui/icons-material/PlayCircleOutline'
import { useTranslation } from 'react-i18next'
import type { CourseSection } from '@aurum/shared'
import { useFormat } from '@/lib/format'
import { useTickTopic } from '../api'

export type CourseContentProps = {
  sections: CourseSection[]
  selectedTopicId: number | null
  onSelectTopic: (topicId: number) => void
}

export function CourseContent({ sections, selectedTopicId, onSelectTopic }: CourseContentProps) {
  const { t } = useTranslation()
  const format = useFormat()
  const tick = useTickTopic()
  const [expanded, setExpanded] = useState<number | false>(() => {
    const open = sections.find((section) => section.topics.some((topic) => !topic.isCompleted))
    return (open ?? sections[0])?.id ?? false
  })
  return (
    <Box>
      {sections.map((section) => {
        const headingId = `section-${section.id}-heading`
        return (
          <Accordion
            key={section.id}
            expanded={expanded === section.id}
            onChange={(_event, isExpanded) => setExpanded(isExpanded ? section.id : false)}
            disableGutters
          >
            <AccordionSummary expandIcon={<ExpandMoreOutlined />} id={headingId}>
              <Box>
                <Typography component="h3" sx={{ fontWeight: 500 }}>
                  {section.title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('academy.details.sectionStatus', {
                    status: section.status,
                    time: format.duration(section.minutes),
                  })}
                </Typography>
              </Box>
            </AccordionSummary>
            <AccordionDetails sx={{ pt: 0 }}>
              <List dense disablePadding aria-labelledby={headingId}>
                {section.topics.map((topic) => (
                  <ListItem
                    key={topic.id}
                    disableGutters
                    sx={
                      topic.id === selectedTopicId
                        ? { bgcolor: 'action.selected', borderRadius: 1 }
                        : undefined
                    }
                    secondaryAction={
                      <Tooltip title={t('academy.details.play')}>
                        <IconButton
                          edge="end"
                          aria-label={t('academy.details.playTopic', { title: topic.title })}
                          onClick={() => onSelectTopic(topic.id)}
                        >
                          <PlayCircleOutline />
                        </IconButton>
                      </Tooltip>
                    }
                  >
                    <Box
                      component="label"
                      sx={{
                        display: 'flex',
                        alignItems: 'flex-start',
                        gap: 0.5,
                        paddingInlineEnd: 5,
                        cursor: 'pointer',
                      }}
                    >
                      <Checkbox
                        size="small"
                        // The tick shows at once; the server's answer then refreshes the course.
                        checked={
                          tick.isPending && tick.variables?.topicId === topic.id
                            ? tick.variables.isCompleted
                            : topic.isCompleted
                        }
                        onChange={(event) =>
                          tick.mutate({ topicId: topic.id, isCompleted: event.target.checked })
                        }
                        sx={{ mt: -0.5 }}
                      />
                      <Box>
                        <Typography variant="body2">{topic.title}</Typography>
                        <Typography variant="caption" color="text.secondary">
                          {format.duration(topic.minutes)}
                        </Typography>
                      </Box>
                    </Box>
                  </ListItem>
                ))}
              </List>
            </AccordionDetails>
          </Accordion>
        )
      })}
    </Box>
  )
}
