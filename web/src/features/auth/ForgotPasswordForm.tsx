import { useAtomValue, useSetAtom } from "jotai";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import toast from "react-hot-toast";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { emailOnlySchema, messages } from "@arena/contracts";
import { API, request } from "../../lib/api";
import { EmailField } from "./EmailField";
import { authFlowAtom, showAuthViewAtom, startOtpAtom } from "./authFlow";
import { showServerErrors } from "./serverErrors";

type EmailInput = z.input<typeof emailOnlySchema>;
type EmailValues = z.output<typeof emailOnlySchema>;

/** Forgot password: the email gets a reset OTP. */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const flow = useAtomValue(authFlowAtom);
  const showView = useSetAtom(showAuthViewAtom);
  const startOtp = useSetAtom(startOtpAtom);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<EmailInput, unknown, EmailValues>({
    resolver: zodResolver(emailOnlySchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: { email: flow.email ?? "" },
  });

  const submit = async (values: EmailValues) => {
    const answer = await request(API.forgotPassword, { method: "POST", body: values });
    if (answer.responseCode !== 200) return showServerErrors(answer, setError, ["email"]);
    toast.success(messages.otpSent);
    startOtp({ view: "forgotVerify", email: values.email });
  };

  return (
    <form className="auth-form" noValidate onSubmit={handleSubmit(submit)}>
      {flow.passwordChangeRequired ? (
        <p className="auth-form__intro" role="alert">
          {t("auth.passwordChangeRequired")}
        </p>
      ) : (
        <p className="auth-form__intro">{t("auth.forgotIntro")}</p>
      )}
      <EmailField id="forgot-email" error={errors.email?.message} registration={register("email")} />
      <button type="submit" className="btn btn--primary btn--large btn--block" disabled={isSubmitting}>
        {isSubmitting ? t("auth.sending") : t("auth.sendCode")}
      </button>
      <p className="auth-switch">
        <button type="button" className="field__link" onClick={() => showView("login")}>
          {t("auth.backToLogin")}
        </button>
      </p>
    </form>
  );
}
