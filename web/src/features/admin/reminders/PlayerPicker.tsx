import { useEffect, useId, useState } from "react";
import useSWR from "swr";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import type { AdminUser, listUsersResultSchema } from "@arena/contracts";
import { API, fetchResult } from "../../../lib/api";
import { FieldError } from "../../../shell/Field";
import { Icon } from "../../../shell/Icon";
import { useDebouncedValue } from "../../../shell/useDebouncedValue";

type UserPage = z.infer<typeof listUsersResultSchema>;

/** How a chosen player is shown: their name, handle and email (or their id until it is known). */
interface PlayerLabel {
  id: string;
  name: string;
  detail: string;
}

const SEARCH_DEBOUNCE_MS = 300;
/** Saved players whose names are looked up when a reminder is opened; more are shown by their id. */
const NAMES_LOOKED_UP = 40;

const labelOf = (user: AdminUser): PlayerLabel => ({ id: user._id, name: user.fullName || user.userName, detail: `@${user.userName} · ${user.email}` });

interface PlayerPickerProps {
  id: string;
  value: readonly string[];
  onChange: (ids: string[]) => void;
  error?: string;
}

/**
 * The players of a reminder sent to a list: a search (name, username, email or id, through the admin's user list)
 * whose matches are added with a button, and the chosen ones, each removable. Admins are not offered (reminders go to
 * players), blocked accounts are shown but cannot be added (they get nothing).
 */
export function PlayerPicker({ id, value, onChange, error }: PlayerPickerProps) {
  const { t } = useTranslation();
  const resultsId = useId();
  const [search, setSearch] = useState("");
  const [known, setKnown] = useState<Map<string, PlayerLabel>>(new Map());
  const query = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const { data, error: searchError, isLoading } = useSWR<UserPage>(query.length >= 2 ? API.findPlayers(query) : null, fetchResult, { keepPreviousData: true });
  const matches = query.length >= 2 ? (data?.docs ?? []).filter((user) => user.userType !== "ADMIN") : [];

  // A saved reminder names its players by id: their names are looked up once.
  useEffect(() => {
    const missing = value.filter((playerId) => !known.has(playerId)).slice(0, NAMES_LOOKED_UP);
    if (missing.length === 0) return;
    let live = true;
    void Promise.all(missing.map((playerId) => fetchResult<UserPage>(API.findPlayers(playerId)).then((page) => page.docs.find((user) => user._id === playerId), () => undefined))).then(
      (users) => {
        if (!live) return;
        setKnown((before) => {
          const next = new Map(before);
          for (const user of users) if (user) next.set(user._id, labelOf(user));
          return next;
        });
      },
    );
    return () => {
      live = false;
    };
    // Looked up when the saved list arrives, not on every change of the names known.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value.join(",")]);

  const add = (user: AdminUser) => {
    setKnown((before) => new Map(before).set(user._id, labelOf(user)));
    if (!value.includes(user._id)) onChange([...value, user._id]);
  };
  const remove = (playerId: string) => onChange(value.filter((chosen) => chosen !== playerId));

  const describedBy = [error ? `${id}-error` : "", `${id}-hint`].filter(Boolean).join(" ");
  return (
    <div className="player-picker">
      <div className="field">
        <label className="field__label" htmlFor={id}>
          {t("adminReminders.picker.search")}
        </label>
        <div className="admin-search player-picker__search">
          <Icon name="search" size={18} className="admin-search__icon" />
          <input
            id={id}
            type="search"
            className="field__control admin-search__input"
            placeholder={t("adminReminders.picker.placeholder")}
            autoComplete="off"
            aria-invalid={Boolean(error)}
            aria-describedby={describedBy}
            aria-controls={resultsId}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            onKeyDown={(event) => {
              // Enter in the search box must not send the whole form.
              if (event.key === "Enter") event.preventDefault();
            }}
          />
        </div>
        <p id={`${id}-hint`} className="field__hint">
          {t("adminReminders.picker.hint")}
        </p>
        <FieldError id={`${id}-error`} message={error} />
      </div>

      <div id={resultsId} className="player-picker__results">
        <p className="visually-hidden" role="status">
          {query.length >= 2 && data && !isLoading ? t("adminReminders.picker.found", { count: matches.length }) : ""}
        </p>
        {query.length >= 2 && searchError && !data && <p className="field__error">{t("adminReminders.picker.failed")}</p>}
        {query.length >= 2 && data && matches.length === 0 && <p className="player-picker__none">{t("adminReminders.picker.none")}</p>}
        {matches.length > 0 && (
          <ul className="player-picker__list" aria-label={t("adminReminders.picker.results")}>
            {matches.map((user) => {
              const chosen = value.includes(user._id);
              const blocked = user.status === "BLOCKED";
              const label = labelOf(user);
              return (
                <li key={user._id} className="player-picker__match">
                  <span className="player-picker__who">
                    <strong>{label.name}</strong>
                    <span className="data-table__sub">{label.detail}</span>
                  </span>
                  {blocked ? (
                    <span className="tag tag--blocked">{t("adminReminders.picker.blocked")}</span>
                  ) : (
                    <button type="button" className="btn btn--outline player-picker__add" disabled={chosen} onClick={() => add(user)}>
                      {chosen ? <Icon name="check" size={16} /> : <Icon name="plus" size={16} />}
                      {t(chosen ? "adminReminders.picker.added" : "adminReminders.picker.add")}
                      <span className="visually-hidden"> {label.name}</span>
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </div>

      <div className="player-picker__chosen">
        <p className="field__label">{t("adminReminders.picker.chosen", { count: value.length })}</p>
        {value.length === 0 ? (
          <p className="player-picker__none">{t("adminReminders.picker.noneChosen")}</p>
        ) : (
          <ul className="player-picker__chips" aria-label={t("adminReminders.picker.chosen", { count: value.length })}>
            {value.map((playerId) => {
              const label = known.get(playerId);
              const name = label?.name ?? playerId;
              return (
                <li key={playerId} className="player-chip">
                  <span className="player-chip__name" title={label?.detail}>
                    {name}
                  </span>
                  <button type="button" className="player-chip__remove" aria-label={t("adminReminders.picker.remove", { name })} onClick={() => remove(playerId)}>
                    <Icon name="close" size={14} />
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </div>
  );
}
