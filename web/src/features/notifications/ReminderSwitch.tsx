import { useId, useState } from "react";
import toast from "react-hot-toast";
import useSWR from "swr";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { messages, type preferencesSchema } from "@arena/contracts";
import { API, fetchResult, request } from "../../lib/api";
import { Icon } from "../../shell/Icon";
import "./notifications.css";

type Preferences = z.infer<typeof preferencesSchema>;

/**
 * Game-play reminders on or off, kept on the server (user/preferences): off, the player gets neither the mail nor the
 * top bar's notification. The switch moves at once and goes back if the server refuses.
 */
export function ReminderSwitch() {
  const { t } = useTranslation();
  const labelId = useId();
  const hintId = useId();
  const { data, error, isLoading, mutate } = useSWR<Preferences>(API.preferences, fetchResult);
  const [saving, setSaving] = useState(false);
  const on = data?.reminders ?? true;

  const busy = isLoading || saving;
  const toggle = async () => {
    // Not disabled while it saves (a disabled button would drop the keyboard focus): a press then does nothing.
    if (busy) return;
    const next = { reminders: !on };
    setSaving(true);
    void mutate(next, { revalidate: false });
    const answer = await request<Preferences>(API.preferences, { method: "PUT", body: next });
    setSaving(false);
    if (answer.responseCode === 200 && answer.result) {
      void mutate(answer.result, { revalidate: false });
      toast.success(t(answer.result.reminders ? "notifications.settings.turnedOn" : "notifications.settings.turnedOff"));
      return;
    }
    void mutate({ reminders: on }, { revalidate: false });
    toast.error(answer.responseMessage || messages.somethingWentWrong);
  };

  return (
    <div className="setting-switch">
      <div className="setting-switch__text">
        <span id={labelId} className="volume__label">
          <Icon name="bell" size={18} />
          {t("notifications.settings.reminders")}
        </span>
        <p id={hintId} className="setting-switch__hint">
          {error && !data ? t("notifications.settings.loadError") : t("notifications.settings.hint")}
        </p>
      </div>
      {error && !data ? (
        <button type="button" className="btn btn--outline" onClick={() => void mutate()}>
          <Icon name="refresh" size={16} />
          {t("notifications.retry")}
        </button>
      ) : (
        <button
          type="button"
          role="switch"
          className="switch"
          aria-checked={on}
          aria-labelledby={labelId}
          aria-describedby={hintId}
          aria-disabled={busy}
          onClick={() => void toggle()}
        >
          <span className="switch__track" aria-hidden="true">
            <span className="switch__thumb" />
          </span>
          <span className="switch__state" aria-hidden="true">
            {t(on ? "notifications.settings.on" : "notifications.settings.off")}
          </span>
        </button>
      )}
    </div>
  );
}
