import {
  DEVICE_HEADER,
  DEVICE_ID_RE,
  addReferralCodeSchema,
  editProfileSchema,
  emailOnlySchema,
  loginResultSchema,
  loginSchema,
  messages,
  profileSchema,
  resetPasswordSchema,
  signupResultSchema,
  signupSchema,
  usernameQuerySchema,
  verifyOtpResultSchema,
  verifyOtpSchema,
} from "@arena/contracts";
import type { Request } from "express";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { forgotPassword } from "../../services/auth/forgotPassword.js";
import { login } from "../../services/auth/login.js";
import { resendOtp } from "../../services/auth/resendOtp.js";
import { resetPassword } from "../../services/auth/resetPassword.js";
import { signup } from "../../services/auth/signup.js";
import { verifyOtp } from "../../services/auth/verifyOtp.js";
import { revokeSession } from "../../services/sessions/revokeSessions.js";
import { addReferralCode, REFERRAL_MESSAGES } from "../../services/users/addReferralCode.js";
import { editProfile } from "../../services/users/editProfile.js";
import { assertUsernameAvailable } from "../../services/users/usernameAvailable.js";
import { viewProfile } from "../../services/users/viewProfile.js";
import { defineRoute } from "../route.js";

const empty = z.object({});
export const clientIp = (req: Request): string => req.ip ?? req.socket.remoteAddress ?? "unknown";
/** What a new session records of the request: the address, the browser and its device id (when a valid one came). */
export const sessionMeta = (req: Request) => {
  const device = req.get(DEVICE_HEADER);
  return { ip: clientIp(req), userAgent: req.get("user-agent"), device: device && DEVICE_ID_RE.test(device) ? device : undefined };
};

/** The spec's user group: sign-up, OTP, login, logout, password reset, username check, profile, referral. */
export const userRoutes = (ctx: AppContext) => [
  defineRoute({
    method: "post",
    path: "/user/signup",
    tag: "user",
    summary: "Create an account; an OTP is mailed to verify the email",
    body: signupSchema,
    result: signupResultSchema,
    async handle({ body, req }) {
      return { result: await signup(ctx, body, clientIp(req)), message: messages.otpSent };
    },
  }),
  defineRoute({
    method: "post",
    path: "/user/verify-otp",
    tag: "user",
    summary: "Verify an emailed OTP (sign-up, login or password reset)",
    body: verifyOtpSchema,
    result: verifyOtpResultSchema,
    async handle({ body, req }) {
      return { result: await verifyOtp(ctx, body, clientIp(req)), message: messages.otpVerified };
    },
  }),
  defineRoute({
    method: "post",
    path: "/user/resendOTP",
    tag: "user",
    summary: "Mail a new OTP once the current one has expired",
    body: emailOnlySchema,
    result: empty,
    async handle({ body, req }) {
      await resendOtp(ctx, body.email, clientIp(req));
      return { result: {}, message: messages.otpResent };
    },
  }),
  defineRoute({
    method: "post",
    path: "/user/login",
    tag: "user",
    summary: "Sign in with email and password",
    body: loginSchema,
    result: loginResultSchema,
    async handle({ body, req }) {
      const outcome = await login(ctx, body, sessionMeta(req));
      const result = !outcome.otpVerification
        ? { otpVerification: false }
        : outcome.passwordChangeRequired
          ? { token: outcome.token, otpVerification: true, passwordChangeRequired: true }
          : { token: outcome.token, otpVerification: true };
      return { result, message: outcome.message };
    },
  }),
  defineRoute({
    method: "post",
    path: "/user/logout",
    tag: "user",
    summary: "End this session",
    auth: "user",
    result: empty,
    async handle({ auth }) {
      await revokeSession(ctx.db, auth!.sessionId);
      return { result: {}, message: "Logged out." };
    },
  }),
  defineRoute({
    method: "post",
    path: "/user/forgot-password",
    tag: "user",
    summary: "Mail a password reset OTP (same answer whether or not the email has an account)",
    body: emailOnlySchema,
    result: empty,
    async handle({ body, req }) {
      await forgotPassword(ctx, body.email, clientIp(req));
      return { result: {}, message: messages.otpSent };
    },
  }),
  defineRoute({
    method: "post",
    path: "/user/reset-password",
    tag: "user",
    summary: "Set a new password with the single-use reset token that verify-otp answered for a reset code",
    body: resetPasswordSchema,
    result: empty,
    async handle({ body, req }) {
      await resetPassword(ctx, body, clientIp(req));
      return { result: {}, message: messages.passwordReset };
    },
  }),
  defineRoute({
    method: "get",
    path: "/user/getUsername",
    tag: "user",
    summary: "Is this username free?",
    query: usernameQuerySchema,
    result: empty,
    async handle({ query }) {
      await assertUsernameAvailable(ctx.db, query.userName);
      return { result: {}, message: "Username is available." };
    },
  }),
  defineRoute({
    method: "get",
    path: "/user/view-profile",
    tag: "user",
    summary: "The signed-in player's profile",
    auth: "user",
    result: profileSchema,
    async handle({ auth }) {
      return { result: await viewProfile(ctx.db, auth!.userId) };
    },
  }),
  defineRoute({
    method: "put",
    path: "/user/editProfile",
    tag: "user",
    summary: "Edit name, username, phone or avatar (a data URL of at most 2 MB)",
    auth: "user",
    body: editProfileSchema,
    result: profileSchema,
    async handle({ auth, body }) {
      return { result: await editProfile(ctx, auth!.userId, body), message: "Profile updated successfully." };
    },
  }),
  defineRoute({
    method: "post",
    path: "/user/addReffferalCode",
    tag: "user",
    summary: "Add a friend's referral code (once)",
    auth: "user",
    body: addReferralCodeSchema,
    result: empty,
    async handle({ auth, body }) {
      await addReferralCode(ctx, auth!.userId, body.refferalCode);
      return { result: {}, message: REFERRAL_MESSAGES.added };
    },
  }),
];
