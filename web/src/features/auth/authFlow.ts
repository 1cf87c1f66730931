import { atom } from "jotai";
import { STORAGE, readLocal, writeLocal } from "../../lib/storage";
import { authPanelOpenAtom } from "../../shell/panels";

/** The views of the auth panel (spec 2, "Modals"). */
export type AuthView = "login" | "signup" | "verify" | "forgot" | "forgotVerify" | "reset";

export interface AuthFlow {
  view: AuthView;
  /** The email of the OTP step; also prefills the login form after a verification. */
  email?: string;
  /** When the current OTP was sent: the 3-minute countdown runs from here. */
  otpSentAt?: number;
  /** From a verified reset OTP: whose password the reset form sets. */
  resetUserId?: string;
  /** From a verified reset OTP: the single-use token reset-password needs besides the user id. */
  resetToken?: string;
  /**
   * Set by a login whose password no longer passes the login rule (`passwordChangeRequired`): the forgot
   * view explains why a new password is asked for.
   */
  passwordChangeRequired?: boolean;
}

export const authFlowAtom = atom<AuthFlow>({ view: "login" });

/** Opens the panel on a view (the Login button and `?login` open the login view). */
export const openAuthAtom = atom(null, (_get, set, view: AuthView = "login") => {
  set(authFlowAtom, { view });
  set(authPanelOpenAtom, true);
});

/** Closing starts the next visit on the login view. */
export const closeAuthAtom = atom(null, (_get, set) => {
  set(authPanelOpenAtom, false);
  set(authFlowAtom, { view: "login" });
});

export const showAuthViewAtom = atom(null, (get, set, view: AuthView) => {
  set(authFlowAtom, { ...get(authFlowAtom), view });
});

/** An OTP went out: keep the email (localStorage `otpEmail`) and start the countdown. */
export const startOtpAtom = atom(null, (_get, set, step: { view: "verify" | "forgotVerify"; email: string }) => {
  writeLocal(STORAGE.otpEmail, step.email);
  set(authFlowAtom, { view: step.view, email: step.email, otpSentAt: Date.now() });
});

/** The OTP step's email: the flow's, else the one kept in storage. */
export const otpEmail = (flow: AuthFlow): string => flow.email ?? readLocal(STORAGE.otpEmail) ?? "";

/**
 * A login answered `passwordChangeRequired`: the player is signed in, and the panel reopens on the forgot
 * view (email filled in) to choose a new password through the reset flow.
 */
export const askPasswordChangeAtom = atom(null, (_get, set, email: string) => {
  set(authFlowAtom, { view: "forgot", email, passwordChangeRequired: true });
  set(authPanelOpenAtom, true);
});
