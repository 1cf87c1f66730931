import { useEffect, useId, useState, type ReactNode } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import toast from "react-hot-toast";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { STATIC_TITLE_MAX, messages, staticEditSchema, type FieldErrors, type Language, type StaticPageSlug } from "@arena/contracts";
import { LANGUAGE_NAMES } from "../../../i18n";
import { API, fetchResult, request } from "../../../lib/api";
import { TextField } from "../../../shell/Field";
import { Icon } from "../../../shell/Icon";
import { useMediaQuery } from "../../../shell/useMediaQuery";
import { MarkdownLite } from "../../statics/MarkdownLite";
import { MarkdownEditor } from "./MarkdownEditor";
import { UnsavedChanges } from "./UnsavedChanges";
import { VersionHistory, type EditView } from "./VersionHistory";
// The preview is the public page's own look (its card and prose), not a copy of it.
import "../../statics/statics.css";
import { CharCounter } from "../../../shell/CharCounter";

type Text = z.output<typeof staticEditSchema>;
type TextInput = z.input<typeof staticEditSchema>;

/** Side by side from here up; on smaller screens the text and its preview are two tabs. */
const SIDE_BY_SIDE = "(min-width: 1100px)";

const valuesOf = (view: EditView): TextInput => ({ title: view.current?.title ?? "", body: view.current?.body ?? "" });

interface StaticEditorProps {
  slug: StaticPageSlug;
  lang: Language;
  view: EditView;
  /** A save or a restore answered the page's new state. */
  onChanged: (view: EditView) => void;
}

/**
 * One page in one language: its title and markdown-lite text, checked by the contracts' staticEditSchema, beside a
 * live preview drawn by the public page's MarkdownLite (text only, never HTML); Save makes a new version; below, the
 * versions with their previews and Restore.
 */
export function StaticEditor({ slug, lang, view, onChanged }: StaticEditorProps) {
  const { t } = useTranslation();
  const id = useId();
  const sideBySide = useMediaQuery(SIDE_BY_SIDE);
  const [tab, setTab] = useState<"write" | "preview">("write");
  const [copying, setCopying] = useState(false);
  const {
    register,
    handleSubmit,
    control,
    reset,
    setValue,
    setError,
    formState: { errors, isDirty, isSubmitting, isSubmitted },
  } = useForm<TextInput, unknown, Text>({ resolver: zodResolver(staticEditSchema), mode: "onTouched", defaultValues: valuesOf(view) });
  const title = useWatch({ control, name: "title" }) ?? "";
  const body = useWatch({ control, name: "body" }) ?? "";

  // Another admin's save (seen on a refetch) shows here unless this admin is in the middle of an edit.
  const current = view.current;
  useEffect(() => {
    if (!isDirty) reset({ title: current?.title ?? "", body: current?.body ?? "" });
    // Only a new text on the server resets the form; a change of isDirty alone does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current?.updatedAt]);

  const edit = (field: "title" | "body", text: string) => setValue(field, text, { shouldDirty: true, shouldValidate: isSubmitted });

  const save = async (values: Text) => {
    const answer = await request<EditView & { errors?: FieldErrors }>(API.adminStatic(slug, lang), { method: "PUT", body: values });
    if (answer.responseCode === 200 && answer.result) {
      toast.success(answer.responseMessage);
      reset(valuesOf(answer.result));
      onChanged(answer.result);
      return;
    }
    for (const field of ["title", "body"] as const) {
      const message = answer.result?.errors?.[field];
      if (message) setError(field, { type: "server", message });
    }
    toast.error(answer.responseMessage || messages.somethingWentWrong);
  };

  /** A page not written in this language yet can start from its English text. */
  const copyEnglish = async () => {
    setCopying(true);
    try {
      const english = await fetchResult<EditView>(API.adminStatic(slug, "en"));
      if (english.current) {
        edit("title", english.current.title);
        edit("body", english.current.body);
      }
    } catch {
      toast.error(messages.somethingWentWrong);
    } finally {
      setCopying(false);
    }
  };

  const writeId = `${id}-write`;
  const previewId = `${id}-preview`;
  const titleError = errors.title?.message;
  const bodyRegistration = register("body");
  const writePane = (
    <MarkdownEditor id={`${id}-body`} value={body} registration={bodyRegistration} onEdit={(text) => edit("body", text)} error={errors.body?.message} />
  );
  const previewPane = (
    <div className="static-preview" lang={lang}>
      {title.trim() || body.trim() ? (
        <>
          <p className="static-preview__title">{title}</p>
          <div className="prose">
            <MarkdownLite body={body} />
          </div>
        </>
      ) : (
        <p className="static-preview__empty">{t("adminContent.editor.previewEmpty")}</p>
      )}
    </div>
  );

  return (
    <>
      <form className="static-editor" noValidate onSubmit={handleSubmit(save)} aria-label={t("adminContent.editor.form")}>
        {current === null && (
          <div className="note note--pending">
            <Icon name="alert" size={18} />
            <span>{t("adminContent.editor.notWritten", { language: LANGUAGE_NAMES[lang] })}</span>
            {lang !== "en" && (
              <button type="button" className="btn btn--outline" disabled={copying} onClick={() => void copyEnglish()}>
                {t("adminContent.editor.copyEnglish")}
              </button>
            )}
          </div>
        )}
        <TextField
          id={`${id}-title`}
          label={t("adminContent.editor.title")}
          error={titleError}
          maxLength={STATIC_TITLE_MAX + 20}
          aside={
            <CharCounter length={title.length} max={STATIC_TITLE_MAX} />
          }
          registration={register("title")}
        />

        {sideBySide ? (
          <div className="static-editor__panes">
            <section className="static-editor__pane" aria-labelledby={writeId}>
              <h2 id={writeId} className="static-editor__pane-title">
                {t("adminContent.editor.write")}
              </h2>
              {writePane}
            </section>
            <section className="static-editor__pane" aria-labelledby={previewId}>
              <h2 id={previewId} className="static-editor__pane-title">
                {t("adminContent.editor.preview")}
              </h2>
              {previewPane}
            </section>
          </div>
        ) : (
          <EditorTabs tab={tab} onTab={setTab} writeId={writeId} previewId={previewId} write={writePane} preview={previewPane} />
        )}

        <div className="static-editor__actions">
          <p className="static-editor__state" aria-live="polite">
            {isDirty ? t("adminContent.editor.unsaved") : current ? t("adminContent.editor.saved") : ""}
          </p>
          <button type="button" className="btn btn--ghost" disabled={!isDirty || isSubmitting} onClick={() => reset(valuesOf(view))}>
            {t("adminContent.editor.discard")}
          </button>
          <button type="submit" className="btn btn--primary" disabled={isSubmitting}>
            {t(isSubmitting ? "adminContent.editor.saving" : "adminContent.editor.save")}
          </button>
        </div>
      </form>

      <VersionHistory
        slug={slug}
        lang={lang}
        view={view}
        dirty={isDirty}
        onRestored={(next) => {
          reset(valuesOf(next));
          onChanged(next);
        }}
      />
      <UnsavedChanges dirty={isDirty && !isSubmitting} />
    </>
  );
}

interface EditorTabsProps {
  tab: "write" | "preview";
  onTab: (tab: "write" | "preview") => void;
  writeId: string;
  previewId: string;
  write: ReactNode;
  preview: ReactNode;
}

/** Phones and tablets: Write and Preview as tabs (arrow keys move between them). The text box stays mounted. */
function EditorTabs({ tab, onTab, writeId, previewId, write, preview }: EditorTabsProps) {
  const { t } = useTranslation();
  const tabs = ["write", "preview"] as const;
  const tabId = (name: string) => `${name === "write" ? writeId : previewId}-tab`;
  return (
    <div className="static-editor__tabs">
      <div
        className="segmented static-editor__tablist"
        role="tablist"
        aria-label={t("adminContent.editor.view")}
        onKeyDown={(event) => {
          if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
          event.preventDefault();
          const next = tab === "write" ? "preview" : "write";
          onTab(next);
          document.getElementById(tabId(next))?.focus();
        }}
      >
        {tabs.map((name) => (
          <button
            key={name}
            id={tabId(name)}
            type="button"
            role="tab"
            className="segmented__option"
            aria-selected={tab === name}
            aria-controls={name === "write" ? writeId : previewId}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => onTab(name)}
          >
            {t(`adminContent.editor.${name}`)}
          </button>
        ))}
      </div>
      <div id={writeId} role="tabpanel" aria-labelledby={tabId("write")} hidden={tab !== "write"}>
        {write}
      </div>
      <div id={previewId} role="tabpanel" aria-labelledby={tabId("preview")} hidden={tab !== "preview"} tabIndex={0}>
        {preview}
      </div>
    </div>
  );
}
