import { useAtomValue, useSetAtom } from "jotai";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import toast from "react-hot-toast";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { messages, resetPasswordSchema } from "@arena/contracts";
import { API, request } from "../../lib/api";
import { STORAGE, removeLocal } from "../../lib/storage";
import { TextField } from "../../shell/Field";
import { dropSessionAtom, isLoggedInAtom } from "../../platform/session";
import { authFlowAtom } from "./authFlow";
import { showServerErrors } from "./serverErrors";

type ResetInput = z.input<typeof resetPasswordSchema>;
type ResetValues = z.output<typeof resetPasswordSchema>;

/** Reset password, after a verified reset OTP (its user id and reset token ride along); then back to login. */
export function ResetPasswordForm() {
  const { t } = useTranslation();
  const flow = useAtomValue(authFlowAtom);
  const setFlow = useSetAtom(authFlowAtom);
  const dropSession = useSetAtom(dropSessionAtom);
  const loggedIn = useAtomValue(isLoggedInAtom);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResetInput, unknown, ResetValues>({
    resolver: zodResolver(resetPasswordSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: { userId: flow.resetUserId ?? "", resetToken: flow.resetToken ?? "", password: "", confirmPassword: "" },
  });

  const submit = async (values: ResetValues) => {
    const answer = await request(API.resetPassword, { method: "POST", body: values });
    if (answer.responseCode !== 200) return showServerErrors(answer, setError, ["password", "confirmPassword"]);
    toast.success(messages.passwordReset);
    removeLocal(STORAGE.otpEmail);
    // The reset ended every session of the account, this browser's too (a login that asked for a new password).
    if (loggedIn) dropSession();
    setFlow({ view: "login", email: flow.email });
  };

  return (
    <form className="auth-form" noValidate onSubmit={handleSubmit(submit)}>
      <p className="auth-form__intro">{t("auth.resetIntro")}</p>
      <input type="hidden" {...register("userId")} />
      <input type="hidden" {...register("resetToken")} />
      {(errors.userId ?? errors.resetToken) && (
        <p className="field__error" role="alert">
          {(errors.userId ?? errors.resetToken)?.message}
        </p>
      )}
      <TextField
        id="reset-password"
        label={t("auth.password")}
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        registration={register("password")}
      />
      <TextField
        id="reset-confirmPassword"
        label={t("auth.confirmPassword")}
        type="password"
        autoComplete="new-password"
        onPaste={(event) => event.preventDefault()}
        error={errors.confirmPassword?.message}
        registration={register("confirmPassword")}
      />
      <button type="submit" className="btn btn--primary btn--large btn--block" disabled={isSubmitting}>
        {isSubmitting ? t("auth.saving") : t("auth.resetSubmit")}
      </button>
    </form>
  );
}
