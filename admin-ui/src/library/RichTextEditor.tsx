import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';
import LinkIcon from '@mui/icons-material/Link';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import { Box, Button, Stack, TextField, ToggleButton } from '@mui/material';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export interface RichTextEditorProps {
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  /** The id of the label that names the editing area. */
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
  disabled?: boolean;
}

const SAFE_URL = /^(https?:\/\/|mailto:)/i;

/**
 * Only what the server keeps (paragraphs, bold, italic, underline, lists, links): anything
 * else would be typed here and silently lost when sanitized.
 */
const extensions = [
  StarterKit.configure({
    heading: false,
    code: false,
    codeBlock: false,
    blockquote: false,
    strike: false,
    horizontalRule: false,
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      protocols: ['http', 'https', 'mailto'],
      isAllowedUri: (url) => SAFE_URL.test(url),
    },
  }),
];

/** The rich-text help editor (Tiptap), loaded on first use: most screens never need it. */
export default function RichTextEditor({
  value,
  onChange,
  onBlur,
  labelledBy,
  describedBy,
  invalid,
  disabled,
}: RichTextEditorProps) {
  const editor = useEditor({
    extensions,
    content: value || '',
    editable: !disabled,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    onBlur: () => onBlur?.(),
  });

  // A value set from outside (a form reset, another record) replaces the content.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if ((value || '') !== current) editor.commands.setContent(value || '', { emitUpdate: false });
  }, [editor, value]);

  return (
    <Box
      sx={{
        border: 1,
        borderColor: invalid ? 'error.main' : 'divider',
        borderRadius: 1,
        '&:focus-within': { borderColor: 'primary.main', boxShadow: 1 },
      }}
    >
      <Toolbar editor={editor} disabled={disabled} />
      <Box
        sx={{
          px: 1.5,
          '& .tiptap': { minHeight: 72, outline: 'none', py: 1 },
          '& .tiptap p': { my: 0.5 },
          '& .tiptap a': { color: 'primary.main' },
        }}
      >
        <EditorContent editor={editor} />
      </Box>
    </Box>
  );
}

function Toolbar({ editor, disabled }: { editor: Editor; disabled?: boolean }) {
  const translate = useTranslate();
  const [linking, setLinking] = useState<string | null>(null);
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      underline: current.isActive('underline'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      link: current.isActive('link'),
    }),
  });
  const chain = () => editor.chain().focus();
  const button = (name: keyof typeof state, icon: ReactNode, run: () => void) => (
    <ToggleButton
      value={name}
      size="small"
      selected={state[name]}
      aria-label={translate(`library.editor.${name}`)}
      title={translate(`library.editor.${name}`)}
      disabled={disabled}
      onClick={run}
      sx={{ border: 0 }}
    >
      {icon}
    </ToggleButton>
  );
  const applyLink = () => {
    const url = (linking ?? '').trim();
    if (url && SAFE_URL.test(url)) chain().extendMarkRange('link').setLink({ href: url }).run();
    setLinking(null);
  };

  return (
    <Stack
      direction="row"
      role="toolbar"
      aria-label={translate('library.editor.toolbar')}
      sx={{
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 0.5,
        p: 0.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      {button('bold', <FormatBoldIcon fontSize="small" />, () => chain().toggleBold().run())}
      {button('italic', <FormatItalicIcon fontSize="small" />, () => chain().toggleItalic().run())}
      {button('underline', <FormatUnderlinedIcon fontSize="small" />, () =>
        chain().toggleUnderline().run(),
      )}
      {button('bulletList', <FormatListBulletedIcon fontSize="small" />, () =>
        chain().toggleBulletList().run(),
      )}
      {button('orderedList', <FormatListNumberedIcon fontSize="small" />, () =>
        chain().toggleOrderedList().run(),
      )}
      {state.link
        ? button('link', <LinkOffIcon fontSize="small" />, () =>
            chain().extendMarkRange('link').unsetLink().run(),
          )
        : button('link', <LinkIcon fontSize="small" />, () => setLinking('https://'))}
      {linking !== null && (
        <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5, flex: 1, minWidth: 240 }}>
          <TextField
            size="small"
            autoFocus
            value={linking}
            label={translate('library.editor.url')}
            onChange={(event) => setLinking(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                applyLink();
              }
              if (event.key === 'Escape') setLinking(null);
            }}
            sx={{ flex: 1 }}
          />
          <Button size="small" onClick={applyLink}>
            {translate('library.editor.apply_link')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
