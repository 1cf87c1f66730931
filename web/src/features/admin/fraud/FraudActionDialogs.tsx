import { useTranslation } from "react-i18next";
import { fraudReviewSchema } from "@arena/contracts";
import { currentLanguage } from "../../../i18n";
import { API, request } from "../../../lib/api";
import { ConfirmActionDialog, NoteActionDialog } from "../ActionDialogs";
import { blockable, joinNames, type FraudSignal } from "./fraudEvidence";

/** What an admin is about to do to a signal (a row's button opened it). */
export type FraudAction = { signal: FraudSignal; action: "review" | "hold" | "release" | "block" };

/** The longest note the contracts take. */
const NOTE_MAX = 1000;

interface DialogProps {
  pending: FraudAction | null;
  onClose: () => void;
  /** After an answer (done or refused): the list may have changed. */
  onDone: () => void;
}

const names = (signal: FraudSignal, lang: string, accounts = signal.accounts) =>
  joinNames(accounts.map((a) => (a.userName ? `@${a.userName}` : a.userId)), lang);

/** The dialog of the chosen action: Review (a note), or a confirmation of Hold / Release withdrawals or Block. */
export function FraudActionDialog({ pending, onClose, onDone }: DialogProps) {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n.language);
  if (!pending) return null;
  const { signal, action } = pending;
  if (action === "review") {
    return (
      <NoteActionDialog
        title={t("adminFraud.review.title")}
        question={t("adminFraud.review.question", { kind: t(`adminFraud.kinds.${signal.kind}`), names: names(signal, lang) })}
        schema={fraudReviewSchema}
        max={NOTE_MAX}
        rows={5}
        initialNote={signal.note ?? ""}
        label={t("adminFraud.review.note")}
        hint={t("adminFraud.review.hint")}
        confirm={t("adminFraud.review.submit")}
        sending={t("adminFraud.review.sending")}
        tone="primary"
        send={(note) => request(API.adminFraudReview(signal._id), { method: "POST", body: { note } })}
        done={() => t("adminFraud.review.done")}
        onClose={onClose}
        onDone={onDone}
      />
    );
  }
  // Block names only the accounts it would block; hold and release name them all.
  const named = names(signal, lang, action === "block" ? blockable(signal.accounts) : signal.accounts);
  return (
    <ConfirmActionDialog
      title={t(`adminFraud.${action}.title`)}
      question={t(`adminFraud.${action}.question`, { names: named })}
      confirm={t(`adminFraud.${action}.confirm`)}
      tone={action === "release" ? "primary" : "danger"}
      send={() =>
        action === "block"
          ? request<{ blocked: number }>(API.adminFraudBlock(signal._id), { method: "POST", body: {} })
          : request(API.adminFraudHold(signal._id), { method: "POST", body: { hold: action === "hold" } })
      }
      done={(answer) =>
        action === "block" ? t("adminFraud.block.done", { count: (answer.result as { blocked?: number } | null)?.blocked ?? 0 }) : t(`adminFraud.${action}.done`)
      }
      onClose={onClose}
      onDone={onDone}
    />
  );
}
