import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import LinkIcon from '@mui/icons-material/Link';
import TitleIcon from '@mui/icons-material/Title';
import { Box, FormHelperText, FormLabel, IconButton, Tooltip } from '@mui/material';
import { useEffect, useId, useRef } from 'react';
import { useInput } from 'react-admin';

type Command = { label: string; icon: React.ReactNode; run: () => void };

const COMMANDS: Command[] = [
  { label: 'Bold', icon: <FormatBoldIcon />, run: () => document.execCommand('bold') },
  { label: 'Italic', icon: <FormatItalicIcon />, run: () => document.execCommand('italic') },
  { label: 'Heading', icon: <TitleIcon />, run: () => document.execCommand('formatBlock', false, 'h2') },
  { label: 'Bulleted list', icon: <FormatListBulletedIcon />, run: () => document.execCommand('insertUnorderedList') },
  {
    label: 'Link',
    icon: <LinkIcon />,
    run: () => {
      const url = window.prompt('Link address (https://...)');
      if (url) document.execCommand('createLink', false, url);
    },
  },
];

/**
 * A small rich-text editor for the policy texts: the browser's own editing with a toolbar for
 * bold, italic, headings, lists and links. It writes HTML; the server keeps only the formatting it
 * allows when it saves, so what is stored is what the storefront shows.
 */
export function RichTextInput({ source, label, helperText }: { source: string; label: string; helperText?: string }) {
  const { field } = useInput({ source });
  const box = useRef<HTMLDivElement>(null);
  const labelId = useId();
  // The editor owns its content while typing; it is written from the form only when the two differ
  // (the record loaded, or saved and answered with the server's cleaned text).
  useEffect(() => {
    const el = box.current;
    if (el && el.innerHTML !== (field.value ?? '')) el.innerHTML = field.value ?? '';
  }, [field.value]);
  const changed = () => field.onChange(box.current?.innerHTML ?? '');
  return (
    <Box sx={{ width: '100%', mb: 2 }}>
      <FormLabel id={labelId}>{label}</FormLabel>
      <Box role="toolbar" aria-label={`${label} formatting`} sx={{ display: 'flex', gap: 0.5, mt: 0.5 }}>
        {COMMANDS.map((c) => (
          <Tooltip key={c.label} title={c.label}>
            <IconButton
              size="small"
              aria-label={c.label}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => {
                box.current?.focus();
                c.run();
                changed();
              }}
            >
              {c.icon}
            </IconButton>
          </Tooltip>
        ))}
      </Box>
      <Box
        ref={box}
        role="textbox"
        aria-multiline="true"
        aria-labelledby={labelId}
        contentEditable
        suppressContentEditableWarning
        onInput={changed}
        onBlur={field.onBlur}
        sx={{
          minHeight: 120,
          maxHeight: 360,
          overflowY: 'auto',
          p: 1.5,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          '&:focus': { outline: 2, outlineColor: 'primary.main' },
          '& h2': { fontSize: '1.25rem', my: 1 },
          '& p': { my: 0.5 },
        }}
      />
      {helperText && <FormHelperText>{helperText}</FormHelperText>}
    </Box>
  );
}
