import { useEffect, useId, useState } from "react";
import { Controller, useForm, useWatch, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import toast from "react-hot-toast";
import useSWR, { useSWRConfig } from "swr";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import {
  REMINDER_AUDIENCES,
  REMINDER_GAMES,
  REMINDER_REPEATS,
  messages,
  reminderEditSchema,
  type FieldErrors,
  type ReminderEdit,
  type reminderListSchema,
} from "@arena/contracts";
import { API, fetchResult, request } from "../../../lib/api";
import { Field, FieldError, TextField, controlA11y } from "../../../shell/Field";
import { Icon } from "../../../shell/Icon";
import { LoadError, SkeletonLines } from "../../../shell/Status";
import { readEditId } from "../content/contentQuery";
import { UnsavedChanges } from "../content/UnsavedChanges";
import { isoToLocalInput, localTimeZone, nowLocalInput } from "./localTime";
import { PlayerPicker } from "./PlayerPicker";
import { formToReminder, gameWords, isPastTime, newReminderValues, reminderToForm, type ReminderFormValues } from "./reminderWords";
import "../admin.css";
import "../content/content.css";
import "./reminders.css";
import { CharCounter } from "../../../shell/CharCounter";

type ReminderList = z.infer<typeof reminderListSchema>;
type Reminder = ReminderList["docs"][number];

const TITLE_MAX = 80;
const BODY_MAX = 500;

/** The form's values go through the contracts' reminderEditSchema once made into the API's shape (local time → ISO). */
const resolver: Resolver<ReminderFormValues, unknown, ReminderEdit> = zodResolver(
  z.preprocess((values: ReminderFormValues) => formToReminder(values), reminderEditSchema),
);

/** A new reminder's time: the next full hour (a reminder goes out at once only when the admin says so). */
function nextFullHour(now = new Date()): string {
  const next = new Date(now);
  next.setMinutes(0, 0, 0);
  next.setHours(next.getHours() + 1);
  return isoToLocalInput(next.toISOString());
}

/** /add-game-play (a new reminder) and /add-game-play?id=… (that reminder). */
export function ReminderFormPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = readEditId(params);
  const { data, error, isLoading, mutate } = useSWR<ReminderList>(id ? API.adminReminders : null, fetchResult);
  const reminder = id ? data?.docs.find((r) => r._id === id) : undefined;

  let body;
  if (!id) body = <ReminderForm key="new" reminder={undefined} />;
  else if (isLoading && !data) body = <SkeletonLines lines={8} />;
  else if (error && !data) body = <LoadError onRetry={() => void mutate()} />;
  else if (!reminder)
    body = (
      <div className="empty-state">
        <p className="empty-state__title">{t("adminReminders.form.notFound")}</p>
        <Link className="btn btn--outline" to="/game-play-reminders">
          {t("adminReminders.form.back")}
        </Link>
      </div>
    );
  else body = <ReminderForm key={reminder._id} reminder={reminder} />;

  return (
    <div className="admin-page">
      <header className="admin-page__header">
        <div>
          <h1 className="admin-page__title">{t(id ? "adminReminders.form.editTitle" : "admin.addGamePlay")}</h1>
          <p className="admin-page__lead">{t("adminReminders.form.lead")}</p>
        </div>
        <Link className="btn btn--ghost" to="/game-play-reminders">
          <Icon name="back" size={18} />
          {t("adminReminders.form.back")}
        </Link>
      </header>
      {body}
    </div>
  );
}

function ReminderForm({ reminder }: { reminder: Reminder | undefined }) {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [leaveTo, setLeaveTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    setValue,
    setError,
    reset,
    getValues,
    formState: { errors, isDirty, isSubmitting, isSubmitted },
  } = useForm<ReminderFormValues, unknown, ReminderEdit>({
    resolver,
    mode: "onTouched",
    defaultValues: reminder ? reminderToForm(reminder) : newReminderValues(nextFullHour()),
  });
  const [title, body, game, audience, sendAt] = useWatch({ control, name: ["title", "body", "game", "audience", "sendAt"] });

  useEffect(() => {
    if (leaveTo && !isDirty) navigate(leaveTo);
  }, [leaveTo, isDirty, navigate]);

  const save = async (values: ReminderEdit) => {
    const answer = await request<{ _id?: string; errors?: FieldErrors }>(reminder ? API.adminReminder(reminder._id) : API.adminReminders, {
      method: reminder ? "PUT" : "POST",
      body: values,
    });
    if (answer.responseCode === 200) {
      toast.success(answer.responseMessage);
      void mutate(API.adminReminders);
      // Saved: nothing is unsaved any more, so the way back to the list is not stopped by the leave guard.
      reset(getValues());
      setLeaveTo("/game-play-reminders");
      return;
    }
    for (const field of ["title", "body", "game", "audience", "inactiveDays", "userIds", "sendAt", "repeat"] as const) {
      const message = answer.result?.errors?.[field];
      if (message) setError(field, { type: "server", message });
    }
    toast.error(answer.responseMessage || messages.somethingWentWrong);
  };

  const words = (message: string | undefined) => (message ? t(message) : undefined);
  const bodyId = `${id}-body`;
  const bodyError = errors.body?.message;
  const zone = localTimeZone();
  // A time now or past goes out at the job's next check, within about 15 seconds of saving.
  const immediate = isPastTime(sendAt ?? "") || sendAt === nowLocalInput();
  const usersError = errors.userIds?.message ?? errors.userIds?.root?.message;

  return (
    <form className="content-form reminder-form" noValidate onSubmit={handleSubmit(save)} aria-label={t(reminder ? "adminReminders.form.editTitle" : "admin.addGamePlay")}>
      {reminder && !reminder.active && (
        <p className="note note--pending">
          <Icon name="alert" size={18} />
          <span>{t("adminReminders.form.reactivates")}</span>
        </p>
      )}
      <TextField
        id={`${id}-title`}
        label={t("adminReminders.form.title")}
        error={words(errors.title?.message)}
        aside={<CharCounter length={(title ?? "").length} max={TITLE_MAX} />}
        registration={register("title")}
      />
      <div className="field">
        <div className="field__label-row">
          <label className="field__label" htmlFor={bodyId}>
            {t("adminReminders.form.body")}
          </label>
          <CharCounter id={`${bodyId}-counter`} length={(body ?? "").length} max={BODY_MAX} />
        </div>
        <textarea
          id={bodyId}
          rows={4}
          className="field__control field__control--textarea"
          aria-invalid={Boolean(bodyError)}
          aria-describedby={[bodyError ? `${bodyId}-error` : "", `${bodyId}-hint`, `${bodyId}-counter`].filter(Boolean).join(" ")}
          {...register("body")}
        />
        <p id={`${bodyId}-hint`} className="field__hint">
          {t("adminReminders.form.bodyHint")}
        </p>
        <FieldError id={`${bodyId}-error`} message={words(bodyError)} />
      </div>

      <Field id={`${id}-game`} label={t("adminReminders.form.game")} hint={t("adminReminders.form.gameHint")} error={words(errors.game?.message)} className="content-form__narrow">
        <select className="field__control" {...controlA11y(`${id}-game`, errors.game?.message, true)} {...register("game")}>
          <option value="">{t("adminReminders.games.none")}</option>
          {REMINDER_GAMES.map((option) => (
            <option key={option} value={option}>
              {t(gameWords(option).key)}
            </option>
          ))}
        </select>
      </Field>

      <fieldset className="reminder-form__group">
        <legend className="field__label">{t("adminReminders.form.audience")}</legend>
        {REMINDER_AUDIENCES.map((option) => (
          <label key={option} className="check reminder-form__choice">
            <input type="radio" value={option} {...register("audience")} />
            <span>{t(`adminReminders.form.audiences.${option}`)}</span>
          </label>
        ))}
        {audience === "inactive" && (
          <TextField
            id={`${id}-days`}
            type="number"
            inputMode="numeric"
            min={1}
            max={365}
            step={1}
            className="content-form__number"
            label={t("adminReminders.form.inactiveDays")}
            hint={t("adminReminders.form.inactiveHint")}
            error={words(errors.inactiveDays?.message)}
            registration={register("inactiveDays", { valueAsNumber: true })}
          />
        )}
        {audience === "list" && (
          <Controller
            control={control}
            name="userIds"
            render={({ field }) => (
              <PlayerPicker
                id={`${id}-players`}
                value={field.value}
                onChange={(ids) => setValue("userIds", ids, { shouldDirty: true, shouldValidate: isSubmitted })}
                error={words(usersError)}
              />
            )}
          />
        )}
        <p className="field__hint">{t("adminReminders.form.audienceHint")}</p>
      </fieldset>

      <div className="field">
        <div className="field__label-row">
          <label className="field__label" htmlFor={`${id}-when`}>
            {t("adminReminders.form.when")}
          </label>
        </div>
        <div className="reminder-form__when">
          <input
            type="datetime-local"
            className="field__control"
            {...controlA11y(`${id}-when`, errors.sendAt?.message, true)}
            {...register("sendAt")}
          />
          <button
            type="button"
            className="btn btn--outline"
            onClick={() => setValue("sendAt", nowLocalInput(), { shouldDirty: true, shouldValidate: isSubmitted })}
          >
            <Icon name="clock" size={18} />
            {t("adminReminders.form.now")}
          </button>
        </div>
        <div id={`${id}-when-hint`} className="field__hint">
          {t("adminReminders.form.zone", { zone })} {immediate ? t("adminReminders.form.atOnce") : ""}
        </div>
        <FieldError id={`${id}-when-error`} message={words(errors.sendAt?.message)} />
      </div>

      <fieldset className="reminder-form__group">
        <legend className="field__label">{t("adminReminders.form.repeat")}</legend>
        <div className="reminder-form__repeats">
          {REMINDER_REPEATS.map((option) => (
            <label key={option} className="check reminder-form__choice">
              <input type="radio" value={option} {...register("repeat")} />
              <span>{t(`adminReminders.repeat.${option}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <section className="reminder-preview" aria-labelledby={`${id}-preview`}>
        <h2 id={`${id}-preview`} className="reminder-preview__title">
          {t("adminReminders.form.preview")}
        </h2>
        <div className="reminder-preview__card">
          <Icon name="bell" size={20} className="reminder-preview__icon" />
          <div>
            <p className="reminder-preview__heading">{title?.trim() || t("adminReminders.form.previewTitle")}</p>
            <p className="reminder-preview__body">{body?.trim() || t("adminReminders.form.previewBody")}</p>
            {game && <p className="reminder-preview__link">{t(`adminReminders.form.play.${gameWords(game).key.split(".").pop()}`)}</p>}
          </div>
        </div>
        <p className="field__hint">{t("adminReminders.form.previewHint")}</p>
      </section>

      <div className="content-form__actions">
        <Link className="btn btn--ghost" to="/game-play-reminders">
          {t("shell.cancel")}
        </Link>
        <button type="submit" className="btn btn--primary" disabled={isSubmitting}>
          {t(isSubmitting ? "adminReminders.form.saving" : reminder ? "adminReminders.form.save" : "adminReminders.form.schedule")}
        </button>
      </div>
      <UnsavedChanges dirty={isDirty && !isSubmitting && !leaveTo} />
    </form>
  );
}
