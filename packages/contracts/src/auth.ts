import { z } from "zod";

/**
 * Account forms of the spec (section 5 "Sign-up", "Login and reset", "Referral code entry"). One schema per
 * form, used by the web form (react-hook-form) and by the server; the messages are the spec's, word for word.
 * Where the spec gives a limit without a message, the message follows the spec's pattern for that limit.
 */

const text = (required: string, invalid = required) =>
  z.string({ error: (i) => (i.input === undefined || i.input === null ? required : invalid) });

const EMAIL_RE = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
/** Letters with apostrophe, comma, period, hyphen or space separators. */
const FULL_NAME_RE = /^\p{L}+(?:[',. -]+\p{L}+)*[.]?$/u;
/** Letters and digits with a single _ or - between groups. */
const USERNAME_RE = /^[A-Za-z0-9]+(?:[_-][A-Za-z0-9]+)*$/;
const DIGITS_RE = /^\d+$/;
const REPEATED_7_RE = /(\d)\1{6,}/;

export const OTP_LENGTH = 6;

export const emailField = (max: number) =>
  text("Email is required.", "Please enter a valid email address.")
    .trim()
    .min(1, "Email is required.")
    .max(max, `Should not exceeds ${max} characters.`)
    .regex(EMAIL_RE, "Please enter a valid email address.")
    .transform((v) => v.toLowerCase());

export const fullNameField = text("Full name is required.", "Please enter a valid name.")
  .trim()
  .min(1, "Full name is required.")
  .min(3, "Please enter atleast 3 characters.")
  .max(32, "You can enter only 32 characters.")
  .regex(FULL_NAME_RE, "Please enter a valid name.");

export const userNameField = text("Username is required.", "Enter valid username.")
  .trim()
  .min(1, "Username is required.")
  .min(3, "Please enter atleast 3 characters.")
  .max(30, "You can enter only 30 characters.")
  .regex(USERNAME_RE, "Enter valid username.");

/** Sign-up strength test: 12+ with lower, upper, digit and special; or 8+ with lower, upper and digit. */
export const isStrongPassword = (p: string): boolean => {
  const lower = /[a-z]/.test(p);
  const upper = /[A-Z]/.test(p);
  const digit = /\d/.test(p);
  const special = /[^A-Za-z0-9]/.test(p);
  return (p.length >= 12 && lower && upper && digit && special) || (p.length >= 8 && lower && upper && digit);
};

export type PasswordStrength = "High risk" | "Average" | "Secure";
/** The sign-up meter: Secure when the strength test passes with a special character too. */
export function passwordStrength(p: string): PasswordStrength {
  if (!isStrongPassword(p)) return "High risk";
  return /[^A-Za-z0-9]/.test(p) ? "Secure" : "Average";
}

const passwordLength = (required: string) =>
  text(required)
    .trim()
    .min(1, required)
    .min(6, "Please enter atleast 6 characters.")
    .max(18, "You can enter only 18 characters.");

/** Login and reset rule: 8+ characters with upper, lower, digit and special. */
export const LOGIN_PASSWORD_MESSAGE =
  "Password must contain 8 characters, one uppercase, one lowercase, one number and one special case character.";
const LOGIN_PASSWORD_RE = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9]).{8,}$/;
/** The spec's login rule, which every new password (sign-up, reset, generated admin) must pass. */
export const meetsLoginRule = (p: string): boolean => LOGIN_PASSWORD_RE.test(p);

/**
 * Sign-up: the spec's criteria and, so that no account is created that cannot log in, the login rule too
 * (docs/decisions.md, "Safe to deploy"); one message, the spec's.
 */
export const signupPasswordField = passwordLength("Please enter a password.").refine(
  (p) => isStrongPassword(p) && meetsLoginRule(p),
  { message: "Password must meet the criteria." },
);

/** A new password (reset): the login rule. */
export const loginPasswordField = passwordLength("Please enter password.").regex(
  LOGIN_PASSWORD_RE,
  LOGIN_PASSWORD_MESSAGE,
);

/**
 * The password typed to log in: anything an account can hold. That is the login rule, or the spec's sign-up
 * criteria alone, which older accounts were created with (8+ with upper, lower and digit, no special); such a
 * login succeeds with `passwordChangeRequired: true`. Anything else gets the login rule's message.
 */
export const currentPasswordField = passwordLength("Please enter password.").refine(
  (p) => meetsLoginRule(p) || isStrongPassword(p),
  { message: LOGIN_PASSWORD_MESSAGE },
);

export const mobileNumberField = text("Phone number is required.", "Enter a valid phone number.")
  .trim()
  .min(1, "Phone number is required.")
  .max(13, "Enter a valid phone number.")
  .min(7, "Must be only 7 digits.")
  .regex(DIGITS_RE, "Enter a valid phone number.")
  .refine((v) => !REPEATED_7_RE.test(v), { message: "Phone number cannot have all repeated digits." });

export const otpField = text("OTP is required.", "Must be a valid OTP.")
  .trim()
  .min(1, "OTP is required.")
  .regex(DIGITS_RE, "Must be a valid OTP.")
  .max(OTP_LENGTH, "Should not exceeds 6 digits.")
  .length(OTP_LENGTH, "Must be only 6 digits.");

export const referralCodeEntryField = text("Please enter referral code.")
  .trim()
  .min(1, "Please enter referral code.")
  .min(6, "Please enter valid referral code.");

/** On sign-up the code is optional: 6 to 8 characters when given. */
const signupReferralField = z
  .string({ error: "Please enter valid referral code." })
  .trim()
  .refine((v) => v === "" || (v.length >= 6 && v.length <= 8), { message: "Please enter valid referral code." })
  .optional();

const optionalText = (max: number) => z.string().trim().max(max).optional();

export const signupSchema = z
  .object({
    fullName: fullNameField,
    userName: userNameField,
    email: emailField(60),
    password: signupPasswordField,
    confirmPassword: text("Please enter confirm password.").trim().min(1, "Please enter confirm password."),
    countryCode: z
      .string({ error: "Country code is required." })
      .trim()
      .regex(/^\+?\d{1,4}$/, "Country code is required.")
      .default("+91"),
    mobileNumber: mobileNumberField,
    referralCode: signupReferralField,
    referralCountry: optionalText(64),
    referralState: optionalText(64),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ["confirmPassword"], message: "Password must match." });
export type SignupInput = z.input<typeof signupSchema>;
export type Signup = z.output<typeof signupSchema>;

export const loginSchema = z.object({ email: emailField(60), password: currentPasswordField });
export type LoginInput = z.input<typeof loginSchema>;

export const verifyOtpSchema = z.object({ email: emailField(60), otp: otpField });
export const emailOnlySchema = z.object({ email: emailField(60) });

/** The answer when a reset is not allowed: no valid reset token for this user (docs/accounts-api.md). */
export const RESET_VERIFY_FIRST = "Please verify the OTP first.";

export const resetPasswordSchema = z
  .object({
    userId: z.string({ error: "User is required." }).trim().min(1, "User is required.").max(64),
    /** The single-use token that verify-otp answered for the reset code; the userId alone is not enough. */
    resetToken: z.string({ error: RESET_VERIFY_FIRST }).trim().min(1, RESET_VERIFY_FIRST).max(128, RESET_VERIFY_FIRST),
    password: loginPasswordField,
    confirmPassword: text("Please enter confirm password.").trim().min(1, "Please enter confirm password."),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ["confirmPassword"], message: "Password must match." });

export const usernameQuerySchema = z.object({ userName: userNameField });

export const addReferralCodeSchema = z.object({ refferalCode: referralCodeEntryField });

export const USER_TYPES = ["USER", "ADMIN"] as const;
export const profileSchema = z.object({
  _id: z.string(),
  profilePic: z.string().nullable(),
  fullName: z.string(),
  userName: z.string(),
  email: z.string(),
  userType: z.enum(USER_TYPES),
  refferalCodeCheck: z.boolean(),
  referralCode: z.string().nullable(),
  countryCode: z.string().nullable(),
  mobileNumber: z.string().nullable(),
  walletAddress: z.string().nullable(),
  createdAt: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

/**
 * Login answer: a token when the account is verified; otherwise an OTP is sent and otpVerification is false.
 * `passwordChangeRequired: true` (with the token) when the password no longer passes the login rule: the
 * client asks the player to choose a new one through the reset flow.
 */
export const loginResultSchema = z.object({
  token: z.string().optional(),
  otpVerification: z.boolean(),
  passwordChangeRequired: z.boolean().optional(),
});
export const tokenResultSchema = z.object({ token: z.string(), _id: z.string() });

export const verifyOtpResultSchema = z.object({
  _id: z.string(),
  email: z.string(),
  purpose: z.enum(["signup", "login", "reset"]),
  /** Reset codes only: the single-use token reset-password needs (10 minutes, this account only). */
  resetToken: z.string().optional(),
});
export const signupResultSchema = z.object({ _id: z.string(), email: z.string() });

/** Avatars travel as data URLs; the server checks the decoded size too. */
export const AVATAR_MAX_MB = 2;
const AVATAR_RE = /^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/]+=*$/;

export const editProfileSchema = z.object({
  fullName: fullNameField.optional(),
  userName: userNameField.optional(),
  countryCode: z
    .string({ error: "Country code is required." })
    .trim()
    .regex(/^\+?\d{1,4}$/, "Country code is required.")
    .optional(),
  mobileNumber: mobileNumberField.optional(),
  profilePic: z
    .string({ error: "Please upload a valid image." })
    .max(Math.ceil((AVATAR_MAX_MB * 1024 * 1024 * 4) / 3) + 64, `Image must be at most ${AVATAR_MAX_MB} MB.`)
    .regex(AVATAR_RE, "Please upload a valid image.")
    .nullable()
    .optional(),
});
export type EditProfileInput = z.input<typeof editProfileSchema>;

export const listUsersQuerySchema = z.object({
  page: z.coerce.number({ error: "Page must be a number." }).int().min(1).max(100_000).default(1),
  limit: z.coerce.number({ error: "Limit must be a number." }).int().min(1).max(100).default(10),
  search: z.string().trim().max(100).optional().default(""),
});
export const adminUserSchema = profileSchema.extend({ status: z.enum(["ACTIVE", "BLOCKED"]) });
export type AdminUser = z.infer<typeof adminUserSchema>;
export const listUsersResultSchema = z.object({
  docs: z.array(adminUserSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  pages: z.number().int(),
});
export const userIdBodySchema = z.object({
  _id: z.string({ error: "User is required." }).trim().uuid("User is required."),
});

export const mailboxQuerySchema = z.object({ to: emailField(254) });
export const mailboxResultSchema = z.object({
  docs: z.array(z.object({ _id: z.string(), to: z.string(), subject: z.string(), text: z.string(), createdAt: z.string() })),
});
