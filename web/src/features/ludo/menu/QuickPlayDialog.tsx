import { useEffect, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { PLAYER_COUNTS, QUICK_PLAY_COUNTDOWN_SECONDS } from "@arena/contracts";
import { Dialog } from "../../../shell/Dialog";
import { Icon } from "../../../shell/Icon";
import { cancelQuickPlay, useQuickPlaySearch } from "../../table/quickPlaySearch";
import type { LudoRoomView } from "../realtime";
import { BackButton } from "./ChoiceDialog";
import type { PlayerCount } from "./entryFee";
import { ChoiceGroup, FeeCounter } from "./pickers";
import "./menu.css";
import "./QuickPlayDialog.css";

interface QuickPlayDialogProps {
  fee: number;
  players: PlayerCount;
  onChange: (patch: { fee?: number; players?: PlayerCount }) => void;
  currency: string;
  /** Seated at the matched table, waiting for the game to start (the seat hook then opens it). */
  matching: boolean;
  view: LudoRoomView | null;
  /** Enters the server's Quick Play queue for this fee and table size; false when nothing was sent or it failed. */
  onPlay: () => Promise<boolean>;
  /** Leaves the matched table before its start (the held fee is released). */
  onCancel: () => Promise<void>;
  onClose: () => void;
  onBack: () => void;
}

/**
 * 'Select Price' (Quick Play): the fee and Play. While the server looks for players it sends its 10-second countdown
 * (1 s steps) and how many players it found; Cancel leaves the queue and the fee comes back at once. At zero the
 * server gives the fee back and ends the search: the player may search again or go back. When the players are
 * found the seat is taken and the game opens by itself.
 */
export function QuickPlayDialog({ fee, players, onChange, currency, matching, view, onPlay, onCancel, onClose, onBack }: QuickPlayDialogProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const search = useQuickPlaySearch();
  const searching = search.status === "searching" || search.status === "seating";

  // Leaving the dialog any other way (another page) leaves the queue too: the fee is never held for nothing.
  useEffect(() => () => void cancelQuickPlay(), []);

  const play = async () => {
    setBusy(true);
    await onPlay();
    setBusy(false);
  };
  const cancel = async () => {
    setBusy(true);
    await (matching ? onCancel() : cancelQuickPlay());
    setBusy(false);
  };
  const close = () => {
    if (matching || searching) void cancel().then(onClose);
    else onClose();
  };

  const seated = Object.keys(view?.players ?? {}).length;

  const cancelButton = (
    <button type="button" className="btn btn--ghost" disabled={busy || search.status === "seating"} aria-busy={busy} onClick={() => void cancel()}>
      {busy ? t("ludoMenu.price.leaving") : t("ludoMenu.price.cancel")}
    </button>
  );

  let content: ReactNode;
  if (matching || search.status === "seating") {
    content = (
      <div className="matching">
        <p className="matching__status" role="status">
          {t("ludoMenu.price.starting")} {t("ludoMenu.price.seated", { count: seated, max: view?.maxPlayers ?? players })}
        </p>
        <div className="ludo-form__actions">{cancelButton}</div>
      </div>
    );
  } else if (search.status === "searching") {
    const progress = `${(search.secondsLeft / QUICK_PLAY_COUNTDOWN_SECONDS) * 100}%`;
    content = (
      <div className="matching">
        <div className="matching__clock" role="timer" aria-label={t("ludoMenu.price.countdown")}>
          <span className="matching__seconds">{t("ludoMenu.price.secondsLeft", { count: search.secondsLeft })}</span>
          <span className="matching__bar" aria-hidden="true">
            <span className="matching__fill" style={{ width: progress }} />
          </span>
        </div>
        <p className="matching__status" role="status">
          {t("ludoMenu.price.searching")} {t("ludoMenu.price.found", { count: search.players, max: search.maxPlayers })}
        </p>
        <p className="matching__fee">
          <Icon name="coin" size={16} />
          {fee} {currency}
        </p>
        <div className="ludo-form__actions">{cancelButton}</div>
      </div>
    );
  } else if (search.status === "noMatch") {
    content = (
      <div className="matching">
        <p className="matching__status" role="status">
          {t("ludoMenu.price.noMatch")}
        </p>
        <div className="ludo-form__actions">
          <button type="button" className="btn btn--ghost" disabled={busy} onClick={() => void cancelQuickPlay()}>
            {t("ludoMenu.back")}
          </button>
          <button type="button" className="btn btn--primary" disabled={busy} aria-busy={busy} onClick={() => void play()}>
            <Icon name="refresh" size={18} />
            {t("ludoMenu.price.keepSearching")}
          </button>
        </div>
      </div>
    );
  } else {
    content = (
      <form
        className="ludo-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy) void play();
        }}
      >
        <ChoiceGroup
          legend={t("ludoMenu.create.selectPlayers")}
          name="quick-players"
          value={players}
          onChange={(count: PlayerCount) => onChange({ players: count })}
          options={PLAYER_COUNTS.map((count) => ({ value: count, label: t("ludoMenu.players", { count }) }))}
        />
        <FeeCounter legend={t("ludoMenu.create.selectGame")} fee={fee} currency={currency} onChange={(next) => onChange({ fee: next })} />
        <div className="ludo-form__actions">
          <BackButton onBack={onBack} label={t("ludoMenu.back")} />
          <button type="submit" className="btn btn--primary btn--large" disabled={busy || fee <= 0} aria-busy={busy}>
            {busy ? <span className="spinner spinner--small" aria-hidden="true" /> : <Icon name="dice" size={18} />}
            {t("ludoMenu.price.play")}
          </button>
        </div>
      </form>
    );
  }

  return (
    <Dialog open onClose={close} title={t("ludoMenu.price.title")} size="small">
      {content}
    </Dialog>
  );
}
