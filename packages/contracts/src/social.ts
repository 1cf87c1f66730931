import { z } from "zod";
import { SUPPORTED_CHAIN_IDS } from "./constants.js";

/**
 * Sign-in through another account (docs/accounts-api.md "Social login" and "Wallet sign-in") and the two
 * sign-up helpers that guess a player's place (`admin/getipinfo`, `admin/getreferral`).
 */

export const INVALID_REFERRAL_CODE = "Please enter valid referral code.";

/** Optional like on sign-up: empty or 6 to 8 characters; whether a player owns it is the server's check. */
const optionalReferralCode = z
  .string({ error: INVALID_REFERRAL_CODE })
  .trim()
  .refine((v) => v === "" || (v.length >= 6 && v.length <= 8), { message: INVALID_REFERRAL_CODE })
  .optional();
const optionalPlace = z.string().trim().max(64).optional();

// --- OpenID Connect --------------------------------------------------------------------------------------

export const socialProvidersResultSchema = z.object({
  providers: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type SocialProvider = z.infer<typeof socialProvidersResultSchema>["providers"][number];

export const socialProviderParamsSchema = z.object({ provider: z.string().trim().min(1).max(32) });

/** The referral fields a visitor brings are kept with the login attempt until the account is made. */
export const socialStartQuerySchema = z.object({
  referralCode: optionalReferralCode,
  referralCountry: optionalPlace,
  referralState: optionalPlace,
});

/** What a provider sends back (RFC 6749 4.1.2, RFC 9207 `iss`); the server reads the raw query as a whole. */
export const socialCallbackQuerySchema = z.looseObject({
  state: z.string().max(512).optional(),
  code: z.string().max(4096).optional(),
  error: z.string().max(256).optional(),
});

/** The web app's query parameters after the callback: a one-time ticket, or an error to show as a toast. */
export const SOCIAL_TICKET_PARAM = "social";
export const SOCIAL_ERROR_PARAM = "socialError";

export const socialLoginSchema = z.object({
  ticket: z
    .string({ error: "Ticket is required." })
    .trim()
    .min(1, "Ticket is required.")
    .max(128, "Ticket is invalid.")
    .regex(/^[A-Za-z0-9_-]+$/, "Ticket is invalid."),
  referralCode: optionalReferralCode,
  referralCountry: optionalPlace,
  referralState: optionalPlace,
});
export type SocialLoginInput = z.input<typeof socialLoginSchema>;

export const socialLoginResultSchema = z.object({
  token: z.string(),
  otpVerification: z.literal(true),
  _id: z.string(),
});

// --- Wallet (EIP-4361) ----------------------------------------------------------------------------------

export const walletNonceResultSchema = z.object({
  nonce: z.string(),
  /** The `domain` line the message must carry (the host of the platform's public URL). */
  domain: z.string(),
  /** The `URI` line a client should use. */
  uri: z.string(),
  chainIds: z.array(z.number().int()),
});

export const isSupportedChainId = (id: number): boolean => (SUPPORTED_CHAIN_IDS as readonly number[]).includes(id);

export const connectWalletSchema = z.object({
  message: z
    .string({ error: "Sign-in message is required." })
    .min(1, "Sign-in message is required.")
    .max(4096, "Sign-in message is too long."),
  signature: z
    .string({ error: "Signature is required." })
    .trim()
    .regex(/^0x[0-9a-fA-F]+$/, "Invalid wallet signature.")
    .max(4096, "Invalid wallet signature."),
  referralCode: optionalReferralCode,
});
export type ConnectWalletInput = z.input<typeof connectWalletSchema>;

export const connectWalletResultSchema = socialLoginResultSchema.extend({ address: z.string() });

/** The spec's short form of an address: first 6 and last 4 characters. */
export const shortAddress = (address: string): string => `${address.slice(0, 6)}…${address.slice(-4)}`;

// --- Place helpers for sign-up ---------------------------------------------------------------------------

export const UNKNOWN_PLACE = "unknown";

export const ipLocationSchema = z.object({
  city: z.string(),
  countryCode: z.string(),
  country: z.string(),
  regionName: z.string(),
});
export type IpLocation = z.infer<typeof ipLocationSchema>;
export const ipInfoResultSchema = z.object({ location: ipLocationSchema });

export const referralByPlaceSchema = z.object({
  country: z.string({ error: "Country is required." }).trim().max(100, "Country is too long."),
  state: z.string({ error: "State is required." }).trim().max(100, "State is too long.").default(""),
});
export const referralByPlaceResultSchema = z.object({ data: z.object({ referral_code: z.string() }) });
