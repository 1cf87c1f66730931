import { useAtom } from "jotai";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import toast from "react-hot-toast";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { addReferralCodeSchema, messages } from "@arena/contracts";
import { API, request } from "../../lib/api";
import { REFERRAL_PROMPT_KEY, writeSession } from "../../lib/storage";
import { Dialog } from "../../shell/Dialog";
import { Icon } from "../../shell/Icon";
import { TextField } from "../../shell/Field";
import { referralPromptDismissedAtom } from "../../shell/panels";
import { useProfile, useRefreshProfile } from "../../platform/account";
import "./referral.css";

type CodeInput = z.input<typeof addReferralCodeSchema>;
type CodeValues = z.output<typeof addReferralCodeSchema>;

/**
 * Opens by itself once per session (per tab and account) while the profile's refferalCodeCheck is true.
 */
export function ReferralCodeModal() {
  const { data: profile } = useProfile();
  // Offered this session already: remembered in sessionStorage, and in an atom for this page (the free-spin dialog waits on it).
  const [dismissedFor, setDismissedFor] = useAtom(referralPromptDismissedAtom);
  const userId = profile?._id;
  const open = Boolean(profile?.refferalCodeCheck && userId && dismissedFor !== userId);
  const dismiss = () => {
    if (!userId) return;
    writeSession(REFERRAL_PROMPT_KEY, userId);
    setDismissedFor(userId);
  };
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={dismiss} title={t("referral.title")} size="small">
      <ReferralCodeForm onDone={dismiss} />
    </Dialog>
  );
}

function ReferralCodeForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const refreshProfile = useRefreshProfile();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CodeInput, unknown, CodeValues>({
    resolver: zodResolver(addReferralCodeSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: { refferalCode: "" },
  });

  const submit = async (values: CodeValues) => {
    const answer = await request(API.addReferralCode, { method: "POST", body: values });
    if (answer.responseCode !== 200) {
      const message = answer.responseMessage || messages.somethingWentWrong;
      setError("refferalCode", { type: "server", message });
      toast.error(message);
      return;
    }
    toast.success(answer.responseMessage);
    onDone();
    await refreshProfile();
  };

  return (
    <form noValidate onSubmit={handleSubmit(submit)}>
      <div className="referral-ask">
        <span className="referral-ask__icon">
          <Icon name="gift" size={26} />
        </span>
        <div>
          <p className="referral-ask__question">{t("referral.question")}</p>
          <p className="referral-ask__text">{t("referral.text")}</p>
        </div>
      </div>
      <TextField
        id="referral-code"
        label={t("auth.referralCode")}
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        error={errors.refferalCode?.message}
        registration={register("refferalCode")}
      />
      <div className="dialog__actions">
        <button type="button" className="btn btn--ghost" onClick={onDone}>
          {t("referral.skip")}
        </button>
        <button type="submit" className="btn btn--primary" disabled={isSubmitting}>
          {isSubmitting ? t("auth.saving") : t("referral.submit")}
        </button>
      </div>
    </form>
  );
}
