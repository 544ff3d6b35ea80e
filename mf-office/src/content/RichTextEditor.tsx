import { type Ref, useImperativeHandle } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { contentText } from './messages';
import styles from './content.module.css';

/**
 * Exactly what the site's rich text can show (paragraphs, headings 2 and 3, lists, bold, italic, links): the editor
 * offers nothing the server's allow-list would drop. This module is TipTap's chunk, loaded only by the edit page.
 */
const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    blockquote: false,
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    link: { openOnClick: false, autolink: false, protocols: ['mailto', 'tel'] },
    // It appends an empty paragraph to a text ending in a list or heading at the first focus, which marks the form
    // changed (and publishing disabled) though the editor changed nothing.
    trailingNode: false,
  }),
];

export interface EditorHandle {
  focus: () => void;
}

interface Props {
  html: string;
  lang: 'ar' | 'en';
  labelId?: string;
  describedBy?: string;
  invalid?: boolean;
  /** Without it the text is shown read-only (the preview). */
  onChange?: (html: string) => void;
  handle?: Ref<EditorHandle>;
}

function ToolButton({
  editor,
  label,
  active,
  run,
}: {
  editor: Editor;
  label: MessageDescriptor;
  active: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
}) {
  const intl = useIntl();
  const pressed = useEditorState({ editor, selector: ({ editor: current }) => active(current) });
  return (
    <button type="button" aria-pressed={pressed} onClick={() => run(editor)}>
      {intl.formatMessage(label)}
    </button>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const intl = useIntl();
  const chain = () => editor.chain().focus();
  const editLink = () => {
    const current = (editor.getAttributes('link').href as string | undefined) ?? '';
    const href = window.prompt(intl.formatMessage(contentText.linkPrompt), current);
    if (href === null) return;
    if (href.trim() === '') chain().extendMarkRange('link').unsetLink().run();
    else chain().extendMarkRange('link').setLink({ href: href.trim() }).run();
  };
  return (
    <div role="toolbar" aria-label={intl.formatMessage(contentText.toolbar)} className={styles.toolbar}>
      <ToolButton
        editor={editor}
        label={contentText.bold}
        active={(e) => e.isActive('bold')}
        run={() => chain().toggleBold().run()}
      />
      <ToolButton
        editor={editor}
        label={contentText.italic}
        active={(e) => e.isActive('italic')}
        run={() => chain().toggleItalic().run()}
      />
      <ToolButton
        editor={editor}
        label={contentText.heading2}
        active={(e) => e.isActive('heading', { level: 2 })}
        run={() => chain().toggleHeading({ level: 2 }).run()}
      />
      <ToolButton
        editor={editor}
        label={contentText.heading3}
        active={(e) => e.isActive('heading', { level: 3 })}
        run={() => chain().toggleHeading({ level: 3 }).run()}
      />
      <ToolButton
        editor={editor}
        label={contentText.bulletList}
        active={(e) => e.isActive('bulletList')}
        run={() => chain().toggleBulletList().run()}
      />
      <ToolButton
        editor={editor}
        label={contentText.orderedList}
        active={(e) => e.isActive('orderedList')}
        run={() => chain().toggleOrderedList().run()}
      />
      <ToolButton
        editor={editor}
        label={contentText.link}
        active={(e) => e.isActive('link')}
        run={editLink}
      />
    </div>
  );
}

/** A rich-text field's editor, or (without `onChange`) the saved text shown read-only. */
export default function RichTextEditor({
  html,
  lang,
  labelId,
  describedBy,
  invalid,
  onChange,
  handle,
}: Props) {
  const editable = onChange !== undefined;
  const editor = useEditor({
    extensions,
    content: html,
    editable,
    editorProps: {
      attributes: {
        class: styles.surface!,
        lang,
        dir: lang === 'ar' ? 'rtl' : 'ltr',
        // TipTap names its surface a textbox; read-only, it is the text itself and nothing to fill in.
        role: editable ? 'textbox' : 'none',
        ...(editable && {
          'aria-multiline': 'true',
          ...(labelId && { 'aria-labelledby': labelId }),
          ...(describedBy && { 'aria-describedby': describedBy }),
          'aria-invalid': String(Boolean(invalid)),
        }),
      },
    },
    onUpdate: ({ editor: current }) => onChange?.(current.isEmpty ? '' : current.getHTML()),
  });
  useImperativeHandle(handle, () => ({ focus: () => editor?.commands.focus() }), [editor]);
  if (!editable) return <EditorContent editor={editor} />;
  return (
    <div className={styles.editor} data-invalid={Boolean(invalid)}>
      {editor && <Toolbar editor={editor} />}
      <EditorContent editor={editor} />
    </div>
  );
}
