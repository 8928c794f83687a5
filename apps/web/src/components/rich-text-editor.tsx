// The rich-text editor (Tiptap) of every area that writes formatted text (product descriptions,
// mail, help articles). Load it on demand (React.lazy) so Tiptap downloads only on the pages that
// edit. Writes HTML; the server keeps an allow-list of tags, and reading it back through Tiptap's
// schema drops anything else again.
import { useEffect, useId, useRef, type ReactNode } from 'react'
import Box from '@mui/material/Box'
import Divider from '@mui/material/Divider'
import FormHelperText from '@mui/material/FormHelperText'
import IconButton from '@mui/material/IconButton'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import FormatBold from '@mui/icons-material/FormatBold'
import FormatItalic from '@mui/icons-material/FormatItalic'
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
}

type ToolbarButtonProps = {
  label: string
  active?: boolean
  disabled?: boolean
  onClick: () => void
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

function EditorToolbar({ editor }: { editor: Editor }) {
  const { t } = useTranslation()
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
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

export function RichTextEditor({ label, value, onChange, onBlur, error }: RichTextEditorProps) {
  const labelId = useId()
  const errorId = useId()
  const attributes: Record<string, string> = {
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelId,
    ...(error ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
  }
  // The HTML the editor last showed or wrote: a value equal to it is the editor's own echo.
  const shown = useRef(value)
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3, 4] }, link: { openOnClick: false } })],
    content: value,
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

  // A value set from outside (a form reset) replaces the content, without an undo step.
  useEffect(() => {
    if (!editor || value === shown.current) return
    shown.current = value
    editor.chain().setMeta('addToHistory', false).setContent(value, { emitUpdate: false }).run()
  }, [editor, value])

  return (
    <Box>
      <Typography id={labelId} variant="body2" color={error ? 'error' : 'text.secondary'} sx={{ mb: 0.75 }}>
        {label}
      </Typography>
      <Box
        sx={(theme) => ({
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
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
            '& blockquote': {
              borderInlineStart: `3px solid ${theme.palette.divider}`,
              paddingInlineStart: theme.spacing(1.5),
              mx: 0,
              color: 'text.secondary',
            },
          },
        })}
      >
        {editor ? <EditorToolbar editor={editor} /> : null}
        <Divider />
        <EditorContent editor={editor} />
      </Box>
      {error ? (
        <FormHelperText id={errorId} error>
          {error}
        </FormHelperText>
      ) : null}
    </Box>
  )
}
