import { INVALID_REFERRAL_CODE } from "@arena/contracts";
import { identities, users, type Db } from "@arena/db";
import { and, eq } from "drizzle-orm";
import type { AppContext } from "../../context.js";
import { DomainError, ValidationError } from "../errors.js";
import { createSession, type SessionMeta } from "../sessions/createSession.js";
import { createUser, freeUserName } from "../users/createUser.js";
import { resolveReferrer, type Referrer } from "../users/referral.js";
import { lockAccountEmail } from "./accountLock.js";
import { consumeAuthNonce, peekAuthNonce } from "./authNonces.js";
import type { SocialClaims } from "./finishSocialLogin.js";
import { SOCIAL_MESSAGES } from "./messages.js";
import { retryOnUniqueViolation } from "./uniqueViolation.js";

type User = typeof users.$inferSelect;

export interface SocialLoginInput {
  ticket: string;
  referralCode?: string | undefined;
}

/**
 * Redeems a social login ticket once: signs in the account of that identity, else links the identity to the
 * account with the same email, else creates an account. The referral code (from the request, else the one
 * brought to `start`) is checked only when an account is created, and before the ticket is used up, so a
 * mistyped code can be corrected.
 */
export async function socialLogin(
  ctx: AppContext,
  input: SocialLoginInput,
  meta: SessionMeta,
): Promise<{ token: string; _id: string }> {
  const held = await peekAuthNonce(ctx.db, input.ticket, "oidc-ticket");
  if (!held) throw new DomainError(400, SOCIAL_MESSAGES.expired);
  const claims = held.payload as SocialClaims;

  let referrer: Referrer | null = null;
  if (!(await findAccount(ctx.db, claims))) {
    // A code sent now (even "" for none) replaces the one brought to `start`, which may be the mistyped one.
    referrer = await resolveReferrer(ctx, input.referralCode ?? claims.referral.referralCode);
    if (!referrer) throw new ValidationError({ referralCode: INVALID_REFERRAL_CODE });
  }
  if (!(await consumeAuthNonce(ctx.db, input.ticket, "oidc-ticket"))) throw new DomainError(400, SOCIAL_MESSAGES.expired);

  const user = await retryOnUniqueViolation(() => ctx.db.transaction((tx) => linkOrCreate(tx, claims, referrer)));
  if (user.status !== "ACTIVE") throw new DomainError(403, SOCIAL_MESSAGES.blocked);
  const token = await createSession(ctx.db, ctx.sessionKey, user.id, meta);
  return { token, _id: user.id };
}

/** The account of this OIDC identity, else the one with its email. */
async function findAccount(db: Db, claims: SocialClaims): Promise<{ user: User; linked: boolean } | undefined> {
  const [byIdentity] = await db
    .select({ user: users })
    .from(identities)
    .innerJoin(users, eq(users.id, identities.userId))
    .where(
      and(eq(identities.kind, "oidc"), eq(identities.provider, claims.issuer), eq(identities.subject, claims.subject)),
    );
  if (byIdentity) return { user: byIdentity.user, linked: true };
  const [byEmail] = await db.select().from(users).where(eq(users.email, claims.email));
  return byEmail && { user: byEmail, linked: false };
}

async function linkOrCreate(db: Db, claims: SocialClaims, referrer: Referrer | null): Promise<User> {
  await lockAccountEmail(db, claims.email);
  const identity = { kind: "oidc" as const, provider: claims.issuer, subject: claims.subject };
  const found = await findAccount(db, claims);
  if (found?.linked) return found.user;
  if (found) {
    await db.insert(identities).values({ ...identity, userId: found.user.id });
    if (found.user.emailVerified) return found.user;
    // An unverified sign-up with this email was never proven by its owner, who has just proven it: the
    // password chosen in that attempt is dropped, so whoever started it cannot sign in to this account.
    const [verified] = await db
      .update(users)
      .set({ emailVerified: true, passwordHash: null, updatedAt: new Date() })
      .where(eq(users.id, found.user.id))
      .returning();
    return verified!;
  }
  const localPart = claims.email.split("@")[0] ?? "player";
  const user = await createUser(db, {
    email: claims.email,
    userName: await freeUserName(db, localPart),
    fullName: (claims.name ?? localPart).slice(0, 32),
    profilePic: claims.picture,
    emailVerified: true,
    referredBy: referrer?.id ?? null,
    refferalCodeCheck: referrer?.isDefault ?? true,
  });
  await db.insert(identities).values({ ...identity, userId: user.id });
  return user;
}
