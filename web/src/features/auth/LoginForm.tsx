import { useAtomValue, useSetAtom } from "jotai";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import toast from "react-hot-toast";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { loginSchema, messages, type LoginInput } from "@arena/contracts";
import { API, request } from "../../lib/api";
import { TextField } from "../../shell/Field";
import { EmailField } from "./EmailField";
import { askPasswordChangeAtom, authFlowAtom, showAuthViewAtom, startOtpAtom } from "./authFlow";
import { AlternativeSignIn } from "./AlternativeSignIn";
import { showServerErrors } from "./serverErrors";
import { useSignIn } from "./useSignIn";

type LoginValues = z.output<typeof loginSchema>;
const FIELDS = ["email", "password"] as const;

/** Login: a verified account gets a token; an unverified one is sent an OTP (spec 4, "Auth flow"). */
export function LoginForm() {
  const { t } = useTranslation();
  const flow = useAtomValue(authFlowAtom);
  const showView = useSetAtom(showAuthViewAtom);
  const startOtp = useSetAtom(startOtpAtom);
  const signIn = useSignIn();
  const askPasswordChange = useSetAtom(askPasswordChangeAtom);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput, unknown, LoginValues>({
    resolver: zodResolver(loginSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: { email: flow.email ?? "", password: "" },
  });

  const submit = async (values: LoginValues) => {
    const answer = await request<{ token?: string; otpVerification?: boolean; passwordChangeRequired?: boolean }>(
      API.login,
      { method: "POST", body: values },
    );
    if (answer.responseCode !== 200) return showServerErrors(answer, setError, FIELDS);
    if (answer.result?.otpVerification === true && answer.result.token) {
      signIn(answer.result.token);
      // An older password that fails today's login rule: signed in, and asked to choose a new one.
      if (answer.result.passwordChangeRequired) askPasswordChange(values.email);
      return;
    }
    toast.success(answer.responseMessage || messages.otpSent);
    startOtp({ view: "verify", email: values.email });
  };

  return (
    <>
      <form className="auth-form" noValidate onSubmit={handleSubmit(submit)}>
        <p className="auth-form__intro">{t("auth.loginIntro")}</p>
        <EmailField id="login-email" error={errors.email?.message} registration={register("email")} />
        <TextField
          id="login-password"
          label={t("auth.password")}
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          registration={register("password")}
        />
        <p className="auth-form__aside">
          <button type="button" className="field__link" onClick={() => showView("forgot")}>
            {t("auth.forgotLink")}
          </button>
        </p>
        <button type="submit" className="btn btn--primary btn--large btn--block" disabled={isSubmitting}>
          {isSubmitting ? t("auth.loggingIn") : t("auth.loginSubmit")}
        </button>
      </form>
      <AlternativeSignIn />
      <p className="auth-switch">
        {t("auth.noAccount")}{" "}
        <button type="button" className="field__link" onClick={() => showView("signup")}>
          {t("auth.createAccount")}
        </button>
      </p>
    </>
  );
}
