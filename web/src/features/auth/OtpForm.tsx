import { useState } from "react";
import { useAtomValue, useSetAtom } from "jotai";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import toast from "react-hot-toast";
import { Trans, useTranslation } from "react-i18next";
import type { z } from "zod";
import { CREDENTIALS_TOAST_DELAY_MS, OTP_COUNTDOWN_MS, OTP_LENGTH, messages, verifyOtpSchema } from "@arena/contracts";
import { API, request } from "../../lib/api";
import { STORAGE, removeLocal } from "../../lib/storage";
import { CodeField } from "../../shell/CodeField";
import { Icon } from "../../shell/Icon";
import { authFlowAtom, otpEmail, showAuthViewAtom, startOtpAtom } from "./authFlow";
import { formatCountdown, useCountdown } from "./countdown";
import { showServerErrors } from "./serverErrors";

type OtpInput = z.input<typeof verifyOtpSchema>;
type OtpValues = z.output<typeof verifyOtpSchema>;
interface VerifyResult {
  _id?: string;
  purpose?: string;
  resetToken?: string;
}

/**
 * Email OTP step of sign-up / unverified login ("verify") and of the forgot-password flow ("forgotVerify"),
 * with the 3-minute countdown; resend is enabled only once it has run out.
 */
export function OtpForm({ mode }: { mode: "verify" | "forgotVerify" }) {
  const { t } = useTranslation();
  const flow = useAtomValue(authFlowAtom);
  const setFlow = useSetAtom(authFlowAtom);
  const showView = useSetAtom(showAuthViewAtom);
  const startOtp = useSetAtom(startOtpAtom);
  const email = otpEmail(flow);
  const remaining = useCountdown(flow.otpSentAt ? flow.otpSentAt + OTP_COUNTDOWN_MS : undefined, OTP_COUNTDOWN_MS);
  const [resending, setResending] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<OtpInput, unknown, OtpValues>({
    resolver: zodResolver(verifyOtpSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: { email, otp: "" },
  });

  const verify = async (values: OtpValues) => {
    const answer = await request<VerifyResult>(API.verifyOtp, { method: "POST", body: values });
    if (answer.responseCode !== 200) return showServerErrors(answer, setError, ["otp"], "otp");
    toast.success(messages.otpVerified);
    if (mode === "forgotVerify" || answer.result?.purpose === "reset") {
      if (!answer.result?._id || !answer.result.resetToken) return void toast.error(messages.somethingWentWrong);
      setFlow({ view: "reset", email: values.email, resetUserId: answer.result._id, resetToken: answer.result.resetToken });
      return;
    }
    removeLocal(STORAGE.otpEmail);
    setFlow({ view: "login", email: values.email });
    window.setTimeout(() => toast.success(messages.loginWithCredentials), CREDENTIALS_TOAST_DELAY_MS);
  };

  const resend = async () => {
    setResending(true);
    const answer = await request(API.resendOtp, { method: "POST", body: { email } });
    setResending(false);
    if (answer.responseCode !== 200) {
      toast.error(answer.responseMessage || messages.somethingWentWrong);
      return;
    }
    toast.success(messages.otpResent);
    reset({ email, otp: "" });
    startOtp({ view: mode, email });
  };

  const expired = remaining === 0;
  return (
    <form className="auth-form" noValidate onSubmit={handleSubmit(verify)}>
      <div className="otp-intro">
        <span className="otp-intro__icon">
          <Icon name="mail" size={26} />
        </span>
        <p>
          <Trans i18nKey="auth.otpSentTo" values={{ email, count: OTP_LENGTH }} components={{ b: <strong /> }} />
        </p>
      </div>
      <CodeField id="otp-code" label={t("auth.otp")} error={errors.otp?.message ?? errors.email?.message} registration={register("otp")} />
      <div className="otp-timer" aria-live="off">
        {expired ? (
          <span>{t("auth.otpExpired")}</span>
        ) : (
          <span>
            {t("auth.otpExpiresIn")} <strong className="otp-timer__clock">{formatCountdown(remaining)}</strong>
          </span>
        )}
        <button type="button" className="field__link" disabled={!expired || resending} onClick={() => void resend()}>
          {resending ? t("auth.resending") : t("auth.resend")}
        </button>
      </div>
      <button type="submit" className="btn btn--primary btn--large btn--block" disabled={isSubmitting}>
        {isSubmitting ? t("auth.verifying") : t("auth.verify")}
      </button>
      <p className="auth-switch">
        <button type="button" className="field__link" onClick={() => showView(mode === "verify" ? "login" : "forgot")}>
          {mode === "verify" ? t("auth.backToLogin") : t("auth.changeEmail")}
        </button>
      </p>
    </form>
  );
}
