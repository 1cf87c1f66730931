import { useRef } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { STATIC_BODY_MAX } from "@arena/contracts";
import { FieldError } from "../../../shell/Field";
import { Icon } from "../../../shell/Icon";
import { toggleLines, type LineKind } from "./markdownEdit";
import { CharCounter } from "../../../shell/CharCounter";

interface MarkdownEditorProps {
  id: string;
  value: string;
  registration: UseFormRegisterReturn;
  /** The toolbar changed the text (the form takes it as typed). */
  onEdit: (text: string) => void;
  error?: string;
}

/**
 * The page text's box: a textarea with a small toolbar that makes the lines under the cursor a heading or a list
 * (markdown-lite, as the public page reads it) and puts the selection back on them.
 */
export function MarkdownEditor({ id, value, registration, onEdit, error }: MarkdownEditorProps) {
  const { t } = useTranslation();
  const box = useRef<HTMLTextAreaElement | null>(null);

  const apply = (kind: LineKind) => {
    const element = box.current;
    if (!element) return;
    const edit = toggleLines(element.value, element.selectionStart, element.selectionEnd, kind);
    onEdit(edit.text);
    element.focus();
    element.setSelectionRange(edit.start, edit.end);
  };

  const describedBy = [error ? `${id}-error` : "", `${id}-hint`, `${id}-counter`].filter(Boolean).join(" ");
  return (
    <div className="field md-editor">
      <div className="field__label-row">
        <label className="field__label" htmlFor={id}>
          {t("adminContent.editor.body")}
        </label>
        <CharCounter id={`${id}-counter`} length={value.length} max={STATIC_BODY_MAX} />
      </div>
      <div className="md-editor__toolbar" role="group" aria-label={t("adminContent.editor.toolbar")}>
        <button type="button" className="btn btn--ghost md-editor__tool" aria-controls={id} onClick={() => apply("heading")}>
          <span className="md-editor__glyph" aria-hidden="true">
            H
          </span>
          {t("adminContent.editor.heading")}
        </button>
        <button type="button" className="btn btn--ghost md-editor__tool" aria-controls={id} onClick={() => apply("list")}>
          <Icon name="list" size={18} />
          {t("adminContent.editor.list")}
        </button>
      </div>
      <textarea
        id={id}
        rows={18}
        spellCheck
        className="field__control field__control--textarea md-editor__text"
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy}
        {...registration}
        ref={(element) => {
          registration.ref(element);
          box.current = element;
        }}
      />
      <p id={`${id}-hint`} className="field__hint">
        {t("adminContent.editor.syntax")}
      </p>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
