import { useEffect, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { CHESS_FEE_STEPS, CHESS_QUICK_PLAY_CLOCK, QUICK_PLAY_COUNTDOWN_SECONDS } from "@arena/contracts";
import { Dialog } from "../../../shell/Dialog";
import { Icon } from "../../../shell/Icon";
import { cancelQuickPlay, useQuickPlaySearch } from "../../table/quickPlaySearch";
import { timeControlOf } from "../view";
import { ChoiceChips } from "../../table/ChoiceChips";
import "./chess-dialogs.css";

interface QuickPlayDialogProps {
  fee: number;
  onFee: (fee: number) => void;
  currency: string;
  /** Seated at the matched table: the game opens by itself once both players sit. */
  matching: boolean;
  /** Enters the server's queue for this fee; false when nothing was sent or it failed. */
  onPlay: () => Promise<boolean>;
  /** Leaves the matched table before its start (the held fee is released). */
  onCancel: () => Promise<void>;
  onClose: () => void;
}

/**
 * Play online (Quick Play): the entry fee and Play. While the server looks for an opponent it sends its countdown
 * and Cancel leaves the queue (the fee comes back at once); at zero the server gives the fee back and ends the search.
 */
export function QuickPlayDialog({ fee, onFee, currency, matching, onPlay, onCancel, onClose }: QuickPlayDialogProps) {
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

  const cancelButton = (
    <button type="button" className="btn btn--ghost" disabled={busy || search.status === "seating"} aria-busy={busy} onClick={() => void cancel()}>
      {busy ? t("chess.quick.leaving") : t("chess.quick.cancel")}
    </button>
  );

  let content: ReactNode;
  if (matching || search.status === "seating") {
    content = (
      <div className="chess-search">
        <p className="chess-search__status" role="status">
          <span className="spinner spinner--small" aria-hidden="true" />
          {t("chess.quick.starting")}
        </p>
        <div className="chess-dialog__actions">{cancelButton}</div>
      </div>
    );
  } else if (search.status === "searching") {
    const progress = `${(search.secondsLeft / QUICK_PLAY_COUNTDOWN_SECONDS) * 100}%`;
    content = (
      <div className="chess-search">
        <div className="chess-search__clock" role="timer" aria-label={t("chess.quick.countdown")}>
          <span className="chess-search__seconds">{t("chess.quick.secondsLeft", { count: search.secondsLeft })}</span>
          <span className="chess-search__bar" aria-hidden="true">
            <span className="chess-search__fill" style={{ width: progress }} />
          </span>
        </div>
        <p className="chess-search__status" role="status">
          {t("chess.quick.searching")}
        </p>
        <p className="chess-search__fee">
          <Icon name="coin" size={16} />
          {fee} {currency}
        </p>
        <div className="chess-dialog__actions">{cancelButton}</div>
      </div>
    );
  } else if (search.status === "noMatch") {
    content = (
      <div className="chess-search">
        <p className="chess-search__status" role="status">
          {t("chess.quick.noMatch")}
        </p>
        <div className="chess-dialog__actions">
          <button type="button" className="btn btn--ghost" disabled={busy} onClick={() => void cancelQuickPlay()}>
            {t("chess.back")}
          </button>
          <button type="button" className="btn btn--primary" disabled={busy} aria-busy={busy} onClick={() => void play()}>
            <Icon name="refresh" size={18} />
            {t("chess.quick.again")}
          </button>
        </div>
      </div>
    );
  } else {
    content = (
      <form
        className="chess-dialog__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy) void play();
        }}
      >
        <ChoiceChips
          legend={t("chess.quick.fee", { currency })}
          value={fee}
          options={CHESS_FEE_STEPS.map((step) => ({ value: step, label: step }))}
          onChange={onFee}
        />
        <ul className="chess-dialog__facts">
          <li>
            <Icon name="clock" size={16} />
            {t("chess.quick.clock", { control: timeControlOf(CHESS_QUICK_PLAY_CLOCK.minutes, CHESS_QUICK_PLAY_CLOCK.increment) })}
          </li>
          <li>
            <Icon name="trophy" size={16} />
            {t("chess.quick.prize")}
          </li>
          {currency === "FREE" && (
            <li>
              <Icon name="gamepad" size={16} />
              {t("chess.quick.free")}
            </li>
          )}
        </ul>
        <div className="chess-dialog__actions">
          <button type="button" className="btn btn--ghost" onClick={close}>
            {t("chess.back")}
          </button>
          <button type="submit" className="btn btn--primary btn--large" disabled={busy} aria-busy={busy}>
            {busy ? <span className="spinner spinner--small" aria-hidden="true" /> : <Icon name="pawn" size={18} />}
            {t("chess.quick.play")}
          </button>
        </div>
      </form>
    );
  }

  return (
    <Dialog open onClose={close} title={t("chess.quick.title")} size="small">
      {content}
    </Dialog>
  );
}
