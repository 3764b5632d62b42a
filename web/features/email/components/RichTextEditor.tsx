import { Box, Button, Flex, VisuallyHidden } from "@chakra-ui/react";
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useEffect, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LinkIcon } from "./icons";

/**
 * The compose view's rich text (headers 1–2, bold, italic, underline, strike, ordered and
 * bullet lists, link, clean; at least 150px high). TipTap (ProseMirror) writes HTML of exactly the tags the
 * server's sanitiser keeps. This module is imported only through React.lazy from the compose view, so TipTap
 * sits in its own chunk: never in the layout or the login route (ADR 0151).
 */
export interface RichTextEditorProps {
  /** HTML; "" when empty. A value set from outside (the AI draft) replaces the content. */
  value: string;
  onChange: (html: string) => void;
  labelId: string;
  invalid?: boolean;
}

export default function RichTextEditor({ value, onChange, labelId, invalid }: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [1, 2] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        link: { openOnClick: false, autolink: true, protocols: ["mailto"], HTMLAttributes: { target: "_blank", rel: "noopener noreferrer" } },
      }),
    ],
    content: value,
    editorProps: {
      attributes: { role: "textbox", "aria-multiline": "true", "aria-labelledby": labelId, "data-testid": "compose-body" },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? "" : e.getHTML()),
  });

  useEffect(() => {
    if (!editor) return;
    const current = editor.isEmpty ? "" : editor.getHTML();
    if (value !== current) editor.commands.setContent(value, { emitUpdate: false });
  }, [value, editor]);

  return (
    <Box borderWidth="1px" rounded="md" borderColor={invalid ? "border.error" : "border"} bg="bg" data-testid="rich-text-editor">
      {editor && <Toolbar editor={editor} />}
      <Box
        px="3"
        py="2"
        css={{
          "& .ProseMirror": { minHeight: "150px", outline: "none" },
          "& .ProseMirror h1": { fontSize: "xl", fontWeight: "700", my: "2" },
          "& .ProseMirror h2": { fontSize: "lg", fontWeight: "600", my: "2" },
          "& .ProseMirror p": { my: "1" },
          "& .ProseMirror ul": { pl: "6", listStyleType: "disc" },
          "& .ProseMirror ol": { pl: "6", listStyleType: "decimal" },
          "& .ProseMirror a": { color: "fg.info", textDecoration: "underline" },
        }}
        _focusWithin={{ outline: "2px solid", outlineColor: "colorPalette.focusRing", outlineOffset: "-2px", rounded: "md" }}
      >
        <EditorContent editor={editor} />
      </Box>
    </Box>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const { t } = useTranslation("email");
  // TipTap 3 does not re-render on every transaction: read the active marks through its state hook.
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h1: e.isActive("heading", { level: 1 }),
      h2: e.isActive("heading", { level: 2 }),
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      underline: e.isActive("underline"),
      strike: e.isActive("strike"),
      orderedList: e.isActive("orderedList"),
      bulletList: e.isActive("bulletList"),
      link: e.isActive("link"),
    }),
  });
  const chain = () => editor.chain().focus();
  const setLink = () => {
    const previous = (editor.getAttributes("link").href as string | undefined) ?? "https://";
    const href = window.prompt(t("toolbar.linkPrompt"), previous);
    if (href === null) return;
    if (!href.trim()) chain().extendMarkRange("link").unsetLink().run();
    else chain().extendMarkRange("link").setLink({ href: href.trim() }).run();
  };
  const buttons: { key: keyof typeof active | "clean"; label: string; glyph: ReactNode; run: () => void; style?: Record<string, string> }[] = [
    { key: "h1", label: t("toolbar.h1"), glyph: "H1", run: () => chain().toggleHeading({ level: 1 }).run() },
    { key: "h2", label: t("toolbar.h2"), glyph: "H2", run: () => chain().toggleHeading({ level: 2 }).run() },
    { key: "bold", label: t("toolbar.bold"), glyph: "B", run: () => chain().toggleBold().run(), style: { fontWeight: "800" } },
    { key: "italic", label: t("toolbar.italic"), glyph: "I", run: () => chain().toggleItalic().run(), style: { fontStyle: "italic" } },
    { key: "underline", label: t("toolbar.underline"), glyph: "U", run: () => chain().toggleUnderline().run(), style: { textDecoration: "underline" } },
    { key: "strike", label: t("toolbar.strike"), glyph: "S", run: () => chain().toggleStrike().run(), style: { textDecoration: "line-through" } },
    { key: "orderedList", label: t("toolbar.orderedList"), glyph: "1.", run: () => chain().toggleOrderedList().run() },
    { key: "bulletList", label: t("toolbar.bulletList"), glyph: "•", run: () => chain().toggleBulletList().run() },
    { key: "link", label: t("toolbar.link"), glyph: <LinkIcon />, run: setLink },
    { key: "clean", label: t("toolbar.clean"), glyph: "Tx", run: () => chain().unsetAllMarks().clearNodes().run() },
  ];
  return (
    <Flex role="toolbar" aria-label={t("toolbar.label")} gap="1" wrap="wrap" p="1.5" borderBottomWidth="1px" bg="bg.subtle" roundedTop="md">
      {buttons.map((b) => {
        const on = b.key !== "clean" && active[b.key];
        return (
          <Button
            key={b.key}
            type="button"
            size="xs"
            minW="8"
            variant={on ? "solid" : "ghost"}
            colorPalette={on ? "brand" : "gray"}
            title={b.label}
            aria-pressed={b.key === "clean" ? undefined : on}
            data-testid={`toolbar-${b.key}`}
            onMouseDown={(e) => e.preventDefault()}
            onClick={b.run}
          >
            <span aria-hidden="true" style={b.style}>
              {b.glyph}
            </span>
            {/* The name as text, not aria-label: a label that differs from the visible glyph fails WCAG 2.5.3. */}
            <VisuallyHidden>{b.label}</VisuallyHidden>
          </Button>
        );
      })}
    </Flex>
  );
}
