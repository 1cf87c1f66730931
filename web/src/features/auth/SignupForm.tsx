import { useState } from "react";
import { useSetAtom } from "jotai";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import toast from "react-hot-toast";
import { Link } from "react-router-dom";
import { Trans, useTranslation } from "react-i18next";
import { messages, signupSchema, type Signup, type SignupInput } from "@arena/contracts";
import { API, request } from "../../lib/api";
import { Field, TextField, controlA11y } from "../../shell/Field";
import { EmailField } from "./EmailField";
import { Icon } from "../../shell/Icon";
import { IpAttribution } from "../../shell/IpAttribution";
import { showAuthViewAtom, startOtpAtom } from "./authFlow";
import { AlternativeSignIn } from "./AlternativeSignIn";
import { PasswordStrength } from "./PasswordStrength";
import { PhoneField } from "./PhoneField";
import { referralFields, storedReferralCode } from "./referral";
import { showServerErrors } from "./serverErrors";
import { UsernameHint } from "./UsernameHint";
import { useTakenUsernames, useUsernameCheck, withTakenUsername, type UsernameStatus } from "./useUsernameCheck";

const showsHint = (status: UsernameStatus) => status === "checking" || status === "available";

const FIELDS = [
  "fullName",
  "userName",
  "email",
  "password",
  "confirmPassword",
  "countryCode",
  "mobileNumber",
  "referralCode",
] as const;

/** Sign-up (spec 5): the shared schema validates; an OTP is mailed and the OTP view opens. */
export function SignupForm() {
  const { t } = useTranslation();
  const showView = useSetAtom(showAuthViewAtom);
  const startOtp = useSetAtom(startOtpAtom);
  const [agreed, setAgreed] = useState(false);
  const takenNames = useTakenUsernames();
  const {
    register,
    handleSubmit,
    control,
    setError,
    clearErrors,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<SignupInput, unknown, Signup>({
    resolver: withTakenUsername(zodResolver(signupSchema), takenNames),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: {
      fullName: "",
      userName: "",
      email: "",
      password: "",
      confirmPassword: "",
      countryCode: "+91",
      mobileNumber: "",
      referralCode: storedReferralCode(),
    },
  });
  const [userName, password, countryCode] = useWatch({ control, name: ["userName", "password", "countryCode"] });
  const usernameStatus = useUsernameCheck(userName, {
    taken: takenNames,
    onTaken: (message) => setError("userName", { type: "server", message }),
    onAvailable: () => clearErrors("userName"),
  });

  const submit = async (values: Signup) => {
    const referral = await referralFields(values.referralCode);
    const answer = await request(API.signup, { method: "POST", body: { ...values, ...referral } });
    if (answer.responseCode !== 200) return showServerErrors(answer, setError, FIELDS);
    toast.success(answer.responseMessage || messages.otpSent);
    startOtp({ view: "verify", email: values.email });
  };

  return (
    <>
      <form className="auth-form" noValidate onSubmit={handleSubmit(submit)}>
        <p className="auth-form__intro">{t("auth.signupIntro")}</p>
        <TextField
          id="signup-fullName"
          label={t("auth.fullName")}
          autoComplete="name"
          error={errors.fullName?.message}
          registration={register("fullName")}
        />
        <TextField
          id="signup-userName"
          label={t("auth.userName")}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          error={errors.userName?.message}
          hint={errors.userName || !showsHint(usernameStatus) ? undefined : <UsernameHint status={usernameStatus} />}
          registration={register("userName")}
        />
        <EmailField id="signup-email" error={errors.email?.message} registration={register("email")} />
        <Field id="signup-password" label={t("auth.password")} error={errors.password?.message}>
          <input
            type="password"
            autoComplete="new-password"
            className="field__control"
            {...controlA11y("signup-password", errors.password?.message)}
            aria-describedby={["signup-password-strength", errors.password ? "signup-password-error" : ""].join(" ").trim()}
            {...register("password")}
          />
          <PasswordStrength id="signup-password-strength" password={password ?? ""} />
        </Field>
        <TextField
          id="signup-confirmPassword"
          label={t("auth.confirmPassword")}
          type="password"
          autoComplete="new-password"
          onPaste={(event) => event.preventDefault()}
          error={errors.confirmPassword?.message}
          registration={register("confirmPassword")}
        />
        <PhoneField
          idPrefix="signup"
          countryCode={countryCode}
          onCountryCode={(dial) => setValue("countryCode", dial, { shouldValidate: true })}
          registration={register("mobileNumber")}
          error={errors.mobileNumber?.message ?? errors.countryCode?.message}
        />
        <TextField
          id="signup-referralCode"
          label={t("auth.referralCode")}
          aside={<span className="field__optional">{t("auth.optional")}</span>}
          autoCapitalize="characters"
          spellCheck={false}
          error={errors.referralCode?.message}
          registration={register("referralCode")}
        />
        <label className="check" htmlFor="signup-terms">
          <input id="signup-terms" type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
          <span>
            <Trans
              i18nKey="auth.terms"
              components={{
                terms: <Link to="/terms-condition" target="_blank" rel="noopener" />,
                privacy: <Link to="/privacy-policy" target="_blank" rel="noopener" />,
              }}
            />
          </span>
        </label>
        <button type="submit" className="btn btn--primary btn--large btn--block" disabled={!agreed || isSubmitting}>
          {isSubmitting ? t("auth.signingUp") : t("auth.signupSubmit")}
        </button>
        {!agreed && (
          <p className="auth-form__note">
            <Icon name="lock" size={14} /> {t("auth.termsNeeded")}
          </p>
        )}
      </form>
      <AlternativeSignIn />
      <p className="auth-switch">
        {t("auth.haveAccount")}{" "}
        <button type="button" className="field__link" onClick={() => showView("login")}>
          {t("auth.loginLink")}
        </button>
      </p>
      <IpAttribution className="auth-attribution" />
    </>
  );
}
