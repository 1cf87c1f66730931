import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { PLAYER_COUNTS, PRICE_COUNTDOWN_MS } from "@arena/contracts";
import { Dialog } from "../../../shell/Dialog";
import { Icon } from "../../../shell/Icon";
import type { LudoRoomView } from "../realtime";
import { BackButton } from "./ChoiceDialog";
import type { PlayerCount } from "./entryFee";
import { ChoiceGroup, FeeCounter } from "./pickers";
import "./menu.css";
import "./QuickPlayDialog.css";

const COUNTDOWN_STEP_MS = 1_000;
const COUNTDOWN_SECONDS = PRICE_COUNTDOWN_MS / COUNTDOWN_STEP_MS;

interface QuickPlayDialogProps {
  fee: number;
  players: PlayerCount;
  onChange: (patch: { fee?: number; players?: PlayerCount }) => void;
  currency: string;
  /** Seated in the matching queue (a room) or not yet. */
  matching: boolean;
  view: LudoRoomView | null;
  /** Takes a seat in the queue for this fee and table size; false when nothing was sent or it failed. */
  onPlay: () => Promise<boolean>;
  /** Leaves the queue (the held fee is released). */
  onCancel: () => Promise<void>;
  onClose: () => void;
  onBack: () => void;
}

/**
 * 'Select Price' (Quick Play): the fee and Play; while the server matches players a 10-second countdown runs
 * (1 s steps). At zero the player may keep searching or cancel. A full table starts the game (the seat hook
 * then opens it).
 */
export function QuickPlayDialog({ fee, players, onChange, currency, matching, view, onPlay, onCancel, onClose, onBack }: QuickPlayDialogProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [secondsLeft, setSecondsLeft] = useState(COUNTDOWN_SECONDS);

  useEffect(() => {
    if (!matching || secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((s) => Math.max(0, s - 1)), COUNTDOWN_STEP_MS);
    return () => clearTimeout(timer);
  }, [matching, secondsLeft]);

  const play = async () => {
    setBusy(true);
    const seated = await onPlay();
    setBusy(false);
    if (seated) setSecondsLeft(COUNTDOWN_SECONDS);
  };
  const cancel = async () => {
    setBusy(true);
    await onCancel();
    setBusy(false);
  };
  const close = () => {
    if (matching) void cancel().then(onClose);
    else onClose();
  };

  const seated = Object.keys(view?.players ?? {}).length;
  const max = view?.maxPlayers ?? players;
  const progress = `${(secondsLeft / COUNTDOWN_SECONDS) * 100}%`;

  return (
    <Dialog open onClose={close} title={t("ludoMenu.price.title")} size="small">
      {!matching ? (
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
      ) : (
        <div className="matching">
          <div className="matching__clock" role="timer" aria-label={t("ludoMenu.price.countdown")}>
            <span className="matching__seconds">{t("ludoMenu.price.secondsLeft", { count: secondsLeft })}</span>
            <span className="matching__bar" aria-hidden="true">
              <span className="matching__fill" style={{ width: progress }} />
            </span>
          </div>
          <p className="matching__status" role="status">
            {secondsLeft > 0 ? t("ludoMenu.price.searching") : t("ludoMenu.price.noMatch")}{" "}
            {t("ludoMenu.price.seated", { count: seated, max })}
          </p>
          <p className="matching__fee">
            <Icon name="coin" size={16} />
            {fee} {currency}
          </p>
          <div className="ludo-form__actions">
            <button type="button" className="btn btn--ghost" disabled={busy} aria-busy={busy} onClick={() => void cancel()}>
              {busy ? t("ludoMenu.price.leaving") : t("ludoMenu.price.cancel")}
            </button>
            {secondsLeft === 0 && (
              <button type="button" className="btn btn--primary" disabled={busy} onClick={() => setSecondsLeft(COUNTDOWN_SECONDS)}>
                <Icon name="refresh" size={18} />
                {t("ludoMenu.price.keepSearching")}
              </button>
            )}
          </div>
        </div>
      )}
    </Dialog>
  );
}
