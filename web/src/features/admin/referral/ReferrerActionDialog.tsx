import { useTranslation } from "react-i18next";
import { referralForfeitSchema, type ReferrersList } from "@arena/contracts";
import { request } from "../../../lib/api";
import { formatCoins } from "../../../lib/numbers";
import { ConfirmActionDialog, NoteActionDialog } from "../ActionDialogs";
import { ADMIN_REFERRAL_API } from "./referrersQuery";

export type Referrer = ReferrersList["docs"][number];
/** What an admin is about to do to a referrer's held earnings (a row's button opened it). */
export type ReferrerAction = { referrer: Referrer; action: "release" | "forfeit" };

/** The longest note the contracts take. */
const NOTE_MAX = 500;

interface Props {
  pending: ReferrerAction | null;
  lang: string;
  onClose: () => void;
  /** After an answer (done or refused): the figures and the list may have changed. */
  onDone: () => void;
}

/** Release (a confirmation) or Forfeit (a note saying why) of a referrer's held earnings; both audited by the server. */
export function ReferrerActionDialog({ pending, lang, onClose, onDone }: Props) {
  const { t } = useTranslation();
  if (!pending) return null;
  const { referrer, action } = pending;
  const question = t(`adminReferral.${action}.question`, {
    name: `@${referrer.userName}`,
    amount: t("adminReferral.coins", { amount: formatCoins(referrer.held, lang) }),
  });
  const done = (answer: { responseMessage: string }) => answer.responseMessage || t(`adminReferral.${action}.done`);
  if (action === "forfeit") {
    return (
      <NoteActionDialog
        title={t("adminReferral.forfeit.title")}
        question={question}
        schema={referralForfeitSchema}
        max={NOTE_MAX}
        label={t("adminReferral.forfeit.note")}
        hint={t("adminReferral.forfeit.hint")}
        confirm={t("adminReferral.forfeit.confirm")}
        sending={t("adminReferral.forfeit.sending")}
        tone="danger"
        send={(note) => request(ADMIN_REFERRAL_API.forfeit(referrer.userId), { method: "POST", body: { note } })}
        done={done}
        onClose={onClose}
        onDone={onDone}
      />
    );
  }
  return (
    <ConfirmActionDialog
      title={t("adminReferral.release.title")}
      question={question}
      confirm={t("adminReferral.release.confirm")}
      tone="primary"
      send={() => request(ADMIN_REFERRAL_API.release(referrer.userId), { method: "POST", body: {} })}
      done={done}
      onClose={onClose}
      onDone={onDone}
    >
      {referrer.flagged && <p className="note note--pending">{t("adminReferral.release.flagged")}</p>}
    </ConfirmActionDialog>
  );
}
