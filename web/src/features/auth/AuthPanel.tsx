import { useEffect } from "react";
import { useAtomValue, useSetAtom } from "jotai";
import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { Dialog } from "../../shell/Dialog";
import { authPanelOpenAtom } from "../../shell/panels";
import { DevMailboxLink } from "../dev/DevMailboxLink";
import { authFlowAtom, closeAuthAtom, type AuthView } from "./authFlow";
import { ForgotPasswordForm } from "./ForgotPasswordForm";
import { LoginForm } from "./LoginForm";
import { OtpForm } from "./OtpForm";
import { ResetPasswordForm } from "./ResetPasswordForm";
import { SignupForm } from "./SignupForm";
import "./auth.css";

const TITLES: Record<AuthView, string> = {
  login: "auth.loginTitle",
  signup: "auth.signupTitle",
  verify: "auth.verifyTitle",
  forgot: "auth.forgotTitle",
  forgotVerify: "auth.verifyTitle",
  reset: "auth.resetTitle",
};

/** The sliding auth panel (right side; a full-screen sheet on phones) and its six views. */
export function AuthPanel() {
  const { t } = useTranslation();
  const open = useAtomValue(authPanelOpenAtom);
  const flow = useAtomValue(authFlowAtom);
  const close = useSetAtom(closeAuthAtom);

  // A new view replaces the control that had focus: move it to the view's first empty field.
  useEffect(() => {
    if (!open) return;
    const controls = [
      ...document.querySelectorAll<HTMLInputElement>(
        ".auth-panel .dialog__body :is(input:not([type=hidden]):not([type=checkbox]), button):not([disabled])",
      ),
    ];
    (controls.find((control) => control.tagName === "INPUT" && !control.value) ?? controls[0])?.focus();
  }, [open, flow.view]);

  return (
    <Dialog open={open} onClose={close} title={t(TITLES[flow.view])} variant="panel" className="auth-panel">
      {flow.view === "login" && <LoginForm />}
      {flow.view === "signup" && <SignupForm />}
      {flow.view === "verify" && <OtpForm key={`verify-${flow.otpSentAt}`} mode="verify" />}
      {flow.view === "forgot" && <ForgotPasswordForm />}
      {flow.view === "forgotVerify" && <OtpForm key={`forgot-${flow.otpSentAt}`} mode="forgotVerify" />}
      {flow.view === "reset" && <ResetPasswordForm />}
      {flow.view !== "login" && <DevMailboxLink />}
      {flow.view !== "signup" && (
        <p className="auth-panel__legal">
          {t("auth.legal")}{" "}
          <Link to="/terms-condition" target="_blank" rel="noopener">
            {t("pages.terms")}
          </Link>{" "}
          ·{" "}
          <Link to="/privacy-policy" target="_blank" rel="noopener">
            {t("pages.privacyPolicy")}
          </Link>
        </p>
      )}
    </Dialog>
  );
}
