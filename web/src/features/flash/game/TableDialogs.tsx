/**
 * The table's dialogs: taking a seat or adding chips (an amount within the table's range, checked against the wallet
 * first), the short-stack prompt (Low_Balance), the sideshow request to the player asked, and standing up during a
 * hand (which packs it). Each sends one message; the server decides and the state shows the outcome.
 */
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Dialog } from "../../../shell/Dialog";
import { Icon } from "../../../shell/Icon";
import { formatCoins } from "../../../lib/numbers";
import { currentLanguage } from "../../../i18n";
import { secondsLeft, useNow } from "../../table/TurnRing";
import { BuyInField } from "../BuyInField";
import { readBuyIn, startingBuyIn, type BuyInProblem, type BuyInRange } from "../buyIn";
import "../dialogs.css";

interface ChipsDialogProps {
  title: string;
  label: string;
  submit: string;
  range: BuyInRange;
  preferred: number;
  currency: string;
  balance: number | null;
  /** Resolves true when the amount went to the server (after the wallet check). */
  onSubmit: (coins: number) => Promise<boolean>;
  onClose: () => void;
  note?: string;
}

/** Sit down (a seat's buy-in) or add chips: the amount, checked here for the range and the balance. */
export function ChipsDialog({ title, label, submit, range, preferred, currency, balance, onSubmit, onClose, note }: ChipsDialogProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState(() => String(startingBuyIn(range, preferred, balance)));
  const [problem, setProblem] = useState<BuyInProblem | null>(null);
  const [busy, setBusy] = useState(false);
  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const read = readBuyIn(value, range, balance);
    if (!read.ok) return setProblem(read.problem);
    setProblem(null);
    setBusy(true);
    const sent = await onSubmit(read.coins);
    setBusy(false);
    if (sent) onClose();
  };
  return (
    <Dialog open onClose={onClose} title={title} size="small">
      <form className="flash-dialog" noValidate onSubmit={(event) => void send(event)}>
        {note && <p className="flash-dialog__note">{note}</p>}
        <BuyInField label={label} value={value} onChange={setValue} range={range} currency={currency} balance={balance} problem={problem} />
        <div className="flash-dialog__actions">
          <button type="button" className="btn btn--ghost" onClick={onClose}>
            {t("flash.back")}
          </button>
          <button type="submit" className="btn btn--primary" disabled={busy} aria-busy={busy}>
            {busy ? <span className="spinner spinner--small" aria-hidden="true" /> : <Icon name="coin" size={18} />}
            {submit}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

interface LowBalanceDialogProps {
  stack: number;
  boot: number;
  currency: string;
  canAdd: boolean;
  onAdd: () => void;
  onStand: () => void;
  onClose: () => void;
}

/** Low_Balance: your stack no longer covers the boot; you are not dealt in until you add chips (or stand up). */
export function LowBalanceDialog({ stack, boot, currency, canAdd, onAdd, onStand, onClose }: LowBalanceDialogProps) {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n.language);
  return (
    <Dialog open onClose={onClose} title={t("flash.chips.low.title")} size="small">
      <div className="flash-dialog">
        <p className="note note--pending">
          <Icon name="alert" size={18} />
          <span>{t("flash.chips.low.text", { stack: formatCoins(stack, lang), boot: formatCoins(boot, lang), currency })}</span>
        </p>
        <div className="flash-dialog__actions">
          <button type="button" className="btn btn--ghost" onClick={onStand}>
            {t("flash.chips.stand.button")}
          </button>
          <button type="button" className="btn btn--primary" onClick={onAdd} disabled={!canAdd}>
            <Icon name="plus" size={18} />
            {t("flash.chips.add.button")}
          </button>
        </div>
      </div>
    </Dialog>
  );
}

interface SideshowDialogProps {
  asker: string;
  /** Epoch ms the answer is due (a silence is a refusal). */
  endsAt: number;
  totalSeconds: number;
  onAnswer: (accept: boolean) => void;
  /** Closing keeps the question open: the answer buttons stay in the action bar. */
  onClose: () => void;
  busy: boolean;
}

/** To the player asked: accept (the two hands are compared privately, the lower packs) or reject. */
export function SideshowDialog({ asker, endsAt, totalSeconds, onAnswer, onClose, busy }: SideshowDialogProps) {
  const { t } = useTranslation();
  const now = useNow(endsAt > 0, 500);
  return (
    <Dialog open onClose={onClose} title={t("flash.sideshow.title")} size="small" className="flash-sideshow">
      <div className="flash-dialog">
        <p>{t("flash.sideshow.asked", { name: asker })}</p>
        <p className="field__hint">{t("flash.sideshow.rule", { name: asker })}</p>
        {endsAt > 0 && (
          <p className="flash-dialog__timer" role="timer">
            {t("flash.sideshow.timeLeft", { count: Math.ceil(secondsLeft(endsAt, totalSeconds, now)) })}
          </p>
        )}
        <div className="flash-dialog__actions">
          <button type="button" className="btn btn--outline" disabled={busy} onClick={() => onAnswer(false)}>
            <Icon name="close" size={18} />
            {t("flash.sideshow.reject")}
          </button>
          <button type="button" className="btn btn--primary" disabled={busy} onClick={() => onAnswer(true)}>
            <Icon name="check" size={18} />
            {t("flash.sideshow.accept")}
          </button>
        </div>
      </div>
    </Dialog>
  );
}

interface StandUpDialogProps {
  inHand: boolean;
  /** Leave the table altogether (else: stand up and watch). */
  leaving: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Standing up or leaving while seated: what happens to the hand and to the chips. */
export function StandUpDialog({ inHand, leaving, onConfirm, onClose }: StandUpDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={onClose} title={t(leaving ? "flash.chips.leave.title" : "flash.chips.stand.title")} size="small">
      <div className="flash-dialog">
        <p>{t(inHand ? "flash.chips.stand.inHand" : "flash.chips.stand.text")}</p>
        <div className="flash-dialog__actions">
          <button type="button" className="btn btn--ghost" onClick={onClose}>
            {t("flash.back")}
          </button>
          <button type="button" className="btn btn--danger" onClick={onConfirm}>
            <Icon name={leaving ? "logout" : "user"} size={18} />
            {t(leaving ? "flash.chips.leave.confirm" : "flash.chips.stand.confirm")}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
