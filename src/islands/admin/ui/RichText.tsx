import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useState } from 'react';
import type { Lang } from '~/lib/locale';
import { adminT } from '../i18n';
import { describedBy, FieldNotes } from './Field';
import { PicturePanel, shopPicture } from './RichTextPicture';

interface Props {
  lang: Lang;
  id: string;
  label: string;
  /** HTML. */
  value: string;
  onChange: (html: string) => void;
  help?: string;
  error?: string;
}

// What the owner's texts need and the site's styles know: paragraphs, two levels of subheading,
// emphasis, lists, quotes, links and the shop's own pictures. Code, strike-through and rules are left
// out: the output stays the clean HTML the storefront shows. (Owner text is trusted input,
// docs/architecture.md#owner-input.)
const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    code: false,
    codeBlock: false,
    strike: false,
    horizontalRule: false,
    link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto', 'tel'], defaultProtocol: 'https' },
  }),
  shopPicture,
];

/** The owner's rich text (TipTap): a toolbar over an editable area, labelled like any field. */
export function RichText({ lang, id, label, value, onChange, help, error }: Props) {
  const [addingPicture, setAddingPicture] = useState(false);
  const notes = describedBy(id, help, error);
  const editor = useEditor({
    extensions,
    content: value,
    // Rendered on the server too: the editor starts in the browser, after hydration.
    immediatelyRender: false,
    // The page's Content-Security-Policy lets in no <style> written at run time: the editor's own
    // rules are in admin.css.
    injectCSS: false,
    onUpdate: ({ editor: changed }) => onChange(changed.isEmpty ? '' : changed.getHTML()),
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': `${id}-label`,
        ...(notes ? { 'aria-describedby': notes } : {}),
        ...(error ? { 'aria-invalid': 'true' } : {}),
        class: 'admin-prose min-h-40 px-3 py-2 focus:outline-2 focus:outline-offset-1 focus:outline-wine-700',
      },
    },
  });

  return (
    <div className="mb-4">
      <span id={`${id}-label`} className="mb-1 block font-medium text-stone-800" onClick={() => editor?.commands.focus()}>
        {label}
      </span>
      <div className={`rounded-md border bg-white ${error ? 'border-red-700' : 'border-stone-400'}`}>
        {editor && <Toolbar editor={editor} lang={lang} id={id} onPicture={() => setAddingPicture(true)} />}
        {editor && addingPicture && <PicturePanel editor={editor} lang={lang} onClose={() => setAddingPicture(false)} />}
        <EditorContent editor={editor} />
      </div>
      <FieldNotes id={id} help={help} error={error} />
    </div>
  );
}

/** The formatting buttons; each says whether the selection already has it. */
function Toolbar({ editor, lang, id, onPicture }: { editor: Editor; lang: Lang; id: string; onPicture: () => void }) {
  const tr = adminT(lang);
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      heading: current.isActive('heading', { level: 2 }),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      quote: current.isActive('blockquote'),
      link: current.isActive('link'),
    }),
  });
  const chain = () => editor.chain().focus();
  const buttons: [keyof typeof active, string, () => void][] = [
    ['bold', tr('richText.bold'), () => chain().toggleBold().run()],
    ['italic', tr('richText.italic'), () => chain().toggleItalic().run()],
    ['heading', tr('richText.heading'), () => chain().toggleHeading({ level: 2 }).run()],
    ['bulletList', tr('richText.bulletList'), () => chain().toggleBulletList().run()],
    ['orderedList', tr('richText.orderedList'), () => chain().toggleOrderedList().run()],
    ['quote', tr('richText.quote'), () => chain().toggleBlockquote().run()],
    [
      'link',
      tr('richText.link'),
      () => {
        const href = window.prompt(tr('richText.linkPrompt'), editor.getAttributes('link').href ?? '');
        if (href === null) return;
        if (href.trim() === '') chain().extendMarkRange('link').unsetLink().run();
        else chain().extendMarkRange('link').setLink({ href: href.trim() }).run();
      },
    ],
  ];
  return (
    <div role="toolbar" aria-label={tr('richText.toolbar')} aria-controls={id} className="flex flex-wrap gap-1 border-b border-stone-300 bg-stone-50 p-1">
      {buttons.map(([name, text, run]) => (
        <button
          key={name}
          type="button"
          aria-pressed={active[name]}
          onClick={run}
          className="rounded px-2 py-1 text-sm hover:bg-stone-200 focus-visible:outline-2 focus-visible:outline-wine-700 aria-pressed:bg-wine-100 aria-pressed:text-wine-800"
        >
          {text}
        </button>
      ))}
      <button type="button" onClick={onPicture} className="rounded px-2 py-1 text-sm hover:bg-stone-200 focus-visible:outline-2 focus-visible:outline-wine-700">
        {tr('richText.picture')}
      </button>
      <button type="button" onClick={() => chain().undo().run()} className="ml-auto rounded px-2 py-1 text-sm hover:bg-stone-200 focus-visible:outline-2 focus-visible:outline-wine-700">
        {tr('richText.undo')}
      </button>
      <button type="button" onClick={() => chain().redo().run()} className="rounded px-2 py-1 text-sm hover:bg-stone-200 focus-visible:outline-2 focus-visible:outline-wine-700">
        {tr('richText.redo')}
      </button>
    </div>
  );
}
