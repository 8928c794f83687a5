import Autocomplete from '@mui/material/Autocomplete'
import Avatar from '@mui/material/Avatar'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemAvatar from '@mui/material/ListItemAvatar'
import ListItemText from '@mui/material/ListItemText'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'

const PEOPLE = ['Ada Lovelace', 'Alan Turing', 'Grace Hopper', 'Katherine Johnson', 'Edsger Dijkstra']
const ROLES = ['viewer', 'editor', 'owner'] as const
type Member = { name: string; role: (typeof ROLES)[number] }
const avatarOf = (name: string) => `/api/media/avatar/${name.toLowerCase().replace(/\s+/g, '-')}.svg`

/** Add people to a project and choose what each may do. */
export function DialogShareProject() {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const [members, setMembers] = useState<Member[]>([{ name: 'Ada Lovelace', role: 'owner' }])
  const titleId = useId()
  const others = PEOPLE.filter((name) => !members.some((member) => member.name === name))
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {t('dialogExamples.share.open')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} maxWidth="sm" fullWidth>
        <DialogTitle id={titleId}>{t('dialogExamples.share.title')}</DialogTitle>
        <DialogContent>
          <Autocomplete
            options={others}
            value={null}
            onChange={(_, name) => name && setMembers((current) => [...current, { name, role: 'viewer' }])}
            renderInput={(params) => (
              <TextField {...params} label={t('dialogExamples.share.add')} sx={{ mt: 1 }} />
            )}
          />
          <List>
            {members.map((member) => (
              <ListItem
                key={member.name}
                secondaryAction={
                  <TextField
                    select
                    size="small"
                    label={t('dialogExamples.share.role')}
                    value={member.role}
                    onChange={(event) =>
                      setMembers((current) =>
                        current.map((entry) =>
                          entry.name === member.name
                            ? { ...entry, role: event.target.value as Member['role'] }
                            : entry,
                        ),
                      )
                    }
                    sx={{ minWidth: 120 }}
                  >
                    {ROLES.map((role) => (
                      <MenuItem key={role} value={role}>
                        {t(`dialogExamples.share.roles.${role}`)}
                      </MenuItem>
                    ))}
                  </TextField>
                }
              >
                <ListItemAvatar>
                  <Avatar alt="" src={avatarOf(member.name)} />
                </ListItemAvatar>
                <ListItemText primary={member.name} />
              </ListItem>
            ))}
          </List>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={() => setOpen(false)}>
            {t('dialogExamples.share.done')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  )
}
