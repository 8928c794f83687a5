// The rich-text editor (Tiptap) of every area that writes formatted text (product descriptions,
// mail, help articles). Load it on demand (React.lazy) so Tiptap downloads only on the pages that
// edit. Writes HTML; the server keeps an allow-list of tags, and reading it back through Tiptap's
// schema drops anything else again. Text alignment is left out: its extension is not installed.
import { useEffect, useId, useRef, useState, type FormEvent, type MouseEvent, type ReactNode } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Divider from '@mui/material/Divider'
import FormHelperText from '@mui/material/FormHelperText'
import IconButton from '@mui/material/IconButton'
import Popover from '@mui/material/Popover'
import Stack from '@mui/material/Stack'
import SvgIcon from '@mui/material/SvgIcon'
import TextField from '@mui/material/TextField'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import FormatBold from '@mui/icons-material/FormatBold'
import FormatItalic from '@mui/icons-material/FormatItalic'
import InsertLink from '@mui/icons-material/InsertLink'
import FormatListBulleted from '@mui/icons-material/FormatListBulleted'
import FormatListNumbered from '@mui/icons-material/FormatListNumbered'
import FormatQuote from '@mui/icons-material/FormatQuote'
import FormatStrikethrough from '@mui/icons-material/FormatStrikethrough'
import FormatUnderlined from '@mui/icons-material/FormatUnderlined'
import Redo from '@mui/icons-material/Redo'
import Undo from '@mui/icons-material/Undo'
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { useTranslation } from 'react-i18next'

export type RichTextEditorProps = {
  label: string
  value: string
  onChange: (html: string) => void
  onBlur?: () => void
  error?: string
  /** `full` adds headings and links to the basic marks, lists and quote. */
  toolbar?: 'basic' | 'full'
  /** Shows the content without a toolbar; the user can select and copy, not change it. */
  readOnly?: boolean
  /** The writing direction of the content; by default the text's own (`dir=auto`). */
  dir?: 'ltr' | 'rtl'
  /** Shows a count of the text's characters against this number (the form's schema enforces it). */
  maxLength?: number
}

type ToolbarButtonProps = {
  label: string
  active?: boolean
  disabled?: boolean
  onClick: (event: MouseEvent<HTMLElement>) => void
  children: ReactNode
}

function ToolbarButton({ label, active, disabled, onClick, children }: ToolbarButtonProps) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton
          size="small"
          aria-label={label}
          aria-pressed={active}
          disabled={disabled}
          onClick={onClick}
          // The editor keeps its selection: a toolbar click must not take the focus away first.
          onMouseDown={(event) => event.preventDefault()}
          sx={{
            borderRadius: 1,
            color: active ? 'primaryText' : 'text.secondary',
            bgcolor: active ? 'action.selected' : undefined,
          }}
        >
          {children}
        </IconButton>
      </span>
    </Tooltip>
  )
}

/** Strokes of "H" and of the digits 2 and 3, in a 24×24 box. */
const HEADING_PATHS = {
  2: 'M3 6v12M3 12h7M10 6v12M14 9.5a2.5 2.5 0 0 1 5 0c0 1.6-1.2 2.6-2.6 4L14 18h5.5',
  3: 'M3 6v12M3 12h7M10 6v12M14 6.5h5l-2.8 4a3 3 0 1 1-2.7 5.3',
} as const

/**
 * "H2" drawn as strokes, not text: the button's name is the spelled-out label ("Heading 2"), and a
 * visible text "H2" would have to be part of that name.
 */
function HeadingIcon({ level }: { level: 2 | 3 }) {
  return (
    <SvgIcon fontSize="small">
      <path
        d={HEADING_PATHS[level]}
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </SvgIcon>
  )
}

/** Addresses a link may take: the web, mail, or a path of this site (no `javascript:`). */
const LINK_PATTERN = /^(https?:\/\/|mailto:|\/)\S*$/i

function LinkButton({ editor, active }: { editor: Editor; active: boolean }) {
  const { t } = useTranslation()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const [href, setHref] = useState('')
  const [invalid, setInvalid] = useState(false)
  const close = () => {
    setAnchor(null)
    setInvalid(false)
  }
  const apply = (event: FormEvent) => {
    event.preventDefault()
    const address = href.trim()
    if (address && !LINK_PATTERN.test(address)) return setInvalid(true)
    const chain = editor.chain().focus().extendMarkRange('link')
    if (address) chain.setLink({ href: address }).run()
    else chain.unsetLink().run()
    close()
  }
  return (
    <>
      <ToolbarButton
        label={t('common.editor.link')}
        active={active}
        onClick={(event) => {
          setHref((editor.getAttributes('link').href as string | undefined) ?? '')
          setAnchor(event.currentTarget)
        }}
      >
        <InsertLink fontSize="small" />
      </ToolbarButton>
      <Popover open={anchor !== null} anchorEl={anchor} onClose={close}>
        <Stack component="form" noValidate onSubmit={apply} spacing={1.5} sx={{ p: 2, width: 320 }}>
          <TextField
            autoFocus
            size="small"
            label={t('common.editor.linkUrl')}
            value={href}
            onChange={(event) => setHref(event.target.value)}
            error={invalid}
            helperText={invalid ? t('common.editor.linkInvalid') : undefined}
            slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'url' } }}
          />
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            {active ? (
              <Button
                onClick={() => {
                  editor.chain().focus().extendMarkRange('link').unsetLink().run()
                  close()
                }}
              >
                {t('common.editor.linkRemove')}
              </Button>
            ) : null}
            <Button type="submit" variant="contained">
              {t('common.editor.linkApply')}
            </Button>
          </Stack>
        </Stack>
      </Popover>
    </>
  )
}

function EditorToolbar({ editor, full }: { editor: Editor; full: boolean }) {
  const { t } = useTranslation()
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      heading2: current.isActive('heading', { level: 2 }),
      heading3: current.isActive('heading', { level: 3 }),
      link: current.isActive('link'),
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      underline: current.isActive('underline'),
      strike: current.isActive('strike'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      blockquote: current.isActive('blockquote'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  })
  const chain = () => editor.chain().focus()
  return (
    <Box
      role="toolbar"
      aria-label={t('common.editor.toolbar')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, p: 0.75 }}
    >
      {full ? (
        <>
          <ToolbarButton
            label={t('common.editor.heading2')}
            active={state.heading2}
            onClick={() => chain().toggleHeading({ level: 2 }).run()}
          >
            <HeadingIcon level={2} />
          </ToolbarButton>
          <ToolbarButton
            label={t('common.editor.heading3')}
            active={state.heading3}
            onClick={() => chain().toggleHeading({ level: 3 }).run()}
          >
            <HeadingIcon level={3} />
          </ToolbarButton>
          <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
        </>
      ) : null}
      <ToolbarButton
        label={t('common.editor.bold')}
        active={state.bold}
        onClick={() => chain().toggleBold().run()}
      >
        <FormatBold fontSize="small" />
      </ToolbarButton>
      <ToolbarButton
        label={t('common.editor.italic')}
        active={state.italic}
        onClick={() => chain().toggleItalic().run()}
      >
        <FormatItalic fontSize="small" />
      </ToolbarButton>
      <ToolbarButton
        label={t('common.editor.underline')}
        active={state.underline}
        onClick={() => chain().toggleUnderline().run()}
      >
        <FormatUnderlined fontSize="small" />
      </ToolbarButton>
      <ToolbarButton
        label={t('common.editor.strike')}
        active={state.strike}
        onClick={() => chain().toggleStrike().run()}
      >
        <FormatStrikethrough fontSize="small" />
      </ToolbarButton>
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <ToolbarButton
        label={t('common.editor.bulletList')}
        active={state.bulletList}
        onClick={() => chain().toggleBulletList().run()}
      >
        <FormatListBulleted fontSize="small" sx={{ '[dir="rtl"] &': { transform: 'scaleX(-1)' } }} />
      </ToolbarButton>
      <ToolbarButton
        label={t('common.editor.orderedList')}
        active={state.orderedList}
        onClick={() => chain().toggleOrderedList().run()}
      >
        <FormatListNumbered fontSize="small" sx={{ '[dir="rtl"] &': { transform: 'scaleX(-1)' } }} />
      </ToolbarButton>
      <ToolbarButton
        label={t('common.editor.quote')}
        active={state.blockquote}
        onClick={() => chain().toggleBlockquote().run()}
      >
        <FormatQuote fontSize="small" />
      </ToolbarButton>
      {full ? <LinkButton editor={editor} active={state.link} /> : null}
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <ToolbarButton
        label={t('common.editor.undo')}
        disabled={!state.canUndo}
        onClick={() => chain().undo().run()}
      >
        <Undo fontSize="small" sx={{ '[dir="rtl"] &': { transform: 'scaleX(-1)' } }} />
      </ToolbarButton>
      <ToolbarButton
        label={t('common.editor.redo')}
        disabled={!state.canRedo}
        onClick={() => chain().redo().run()}
      >
        <Redo fontSize="small" sx={{ '[dir="rtl"] &': { transform: 'scaleX(-1)' } }} />
      </ToolbarButton>
    </Box>
  )
}

/** The count of the text's characters under the editor, against the limit. */
function CharacterCount({ editor, max, id }: { editor: Editor; max: number; id: string }) {
  const { t } = useTranslation()
  const count = useEditorState({
    editor,
    selector: ({ editor: current }) => current.state.doc.textContent.length,
  })
  return (
    <FormHelperText id={id} error={count > max} sx={{ marginInlineStart: 'auto', flexShrink: 0 }}>
      {t('common.editor.characters', { count, max })}
    </FormHelperText>
  )
}

export function RichTextEditor({
  label,
  value,
  onChange,
  onBlur,
  error,
  toolbar = 'basic',
  readOnly = false,
  dir,
  maxLength,
}: RichTextEditorProps) {
  const labelId = useId()
  const errorId = useId()
  const countId = useId()
  const describedBy = [error ? errorId : '', maxLength === undefined ? '' : countId].filter(Boolean).join(' ')
  const attributes: Record<string, string> = {
    role: 'textbox',
    'aria-multiline': 'true',
    // Unless a direction is chosen, the text reads in its own: English written on an Arabic page
    // keeps its order.
    dir: dir ?? 'auto',
    'aria-labelledby': labelId,
    ...(readOnly ? { 'aria-readonly': 'true' } : {}),
    ...(error ? { 'aria-invalid': 'true' } : {}),
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
  }
  // The HTML the editor last showed or wrote: a value equal to it is the editor's own echo.
  const shown = useRef(value)
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3, 4] }, link: { openOnClick: false } })],
    content: value,
    editable: !readOnly,
    editorProps: { attributes },
    onUpdate: ({ editor: current }) => {
      shown.current = current.isEmpty ? '' : current.getHTML()
      onChange(shown.current)
    },
    onBlur: () => onBlur?.(),
  })

  // The options are read once when the editor is made: an error appearing later must reach it.
  const attributesKey = JSON.stringify(attributes)
  useEffect(() => {
    editor?.setOptions({ editorProps: { attributes: JSON.parse(attributesKey) as Record<string, string> } })
  }, [editor, attributesKey])

  useEffect(() => {
    editor?.setEditable(!readOnly, false)
  }, [editor, readOnly])

  // A value set from outside (a form reset) replaces the content, without an undo step.
  useEffect(() => {
    if (!editor || value === shown.current) return
    shown.current = value
    editor.chain().setMeta('addToHistory', false).setContent(value, { emitUpdate: false }).run()
  }, [editor, value])

  return (
    <Box dir={dir}>
      <Typography id={labelId} variant="body2" color={error ? 'error' : 'text.secondary'} sx={{ mb: 0.75 }}>
        {label}
      </Typography>
      <Box
        sx={(theme) => ({
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          bgcolor: readOnly ? 'action.hover' : undefined,
          borderRadius: 1,
          '&:focus-within': {
            borderColor: error ? 'error.main' : 'primary.main',
            boxShadow: `0 0 0 1px ${error ? theme.palette.error.main : theme.palette.primary.main}`,
          },
          '& .tiptap': {
            minHeight: 160,
            px: 2,
            py: 1.5,
            outline: 'none',
            ...theme.typography.body1,
            '& p': { my: 0.5 },
            '& ul, & ol': { paddingInlineStart: theme.spacing(3), my: 0.5 },
            '& h2, & h3, & h4': { mt: 1.5, mb: 0.5 },
            '& h2': theme.typography.h5,
            '& h3': theme.typography.h6,
            '& h4': theme.typography.subtitle1,
            '& a': { color: 'primaryText' },
            '& blockquote': {
              borderInlineStart: `3px solid ${theme.palette.divider}`,
              paddingInlineStart: theme.spacing(1.5),
              mx: 0,
              color: 'text.secondary',
            },
          },
        })}
      >
        {editor && !readOnly ? (
          <>
            <EditorToolbar editor={editor} full={toolbar === 'full'} />
            <Divider />
          </>
        ) : null}
        <EditorContent editor={editor} />
      </Box>
      {error || (editor && maxLength !== undefined) ? (
        <Box sx={{ display: 'flex', gap: 2 }}>
          {error ? (
            <FormHelperText id={errorId} error>
              {error}
            </FormHelperText>
          ) : null}
          {editor && maxLength !== undefined ? (
            <CharacterCount editor={editor} max={maxLength} id={countId} />
          ) : null}
        </Box>
      ) : null}
    </Box>
  )
}
