import { INVALID_REFERRAL_CODE, shortAddress } from "@arena/contracts";
import { identities, users, type Db } from "@arena/db";
import { and, eq } from "drizzle-orm";
import type { AppContext } from "../../context.js";
import { DomainError, ValidationError } from "../errors.js";
import { createSession, type SessionMeta } from "../sessions/createSession.js";
import { lockAccountEmail } from "../social/accountLock.js";
import { consumeAuthNonce } from "../social/authNonces.js";
import { publicDomain } from "../social/publicUrl.js";
import { retryOnUniqueViolation } from "../social/uniqueViolation.js";
import { createUser, freeUserName } from "../users/createUser.js";
import { resolveReferrer, type Referrer } from "../users/referral.js";
import { checkSiweMessage, type SignedInWallet } from "./checkSiweMessage.js";
import { WALLET_MESSAGES } from "./messages.js";

type User = typeof users.$inferSelect;

/** Wallet identities are EVM accounts, whatever chain they signed in on. */
export const WALLET_PROVIDER = "eip155";
export const WALLET_EMAIL_DOMAIN = "wallet.coinarena.local";

export interface ConnectWalletInput {
  message: string;
  signature: string;
  referralCode?: string | undefined;
}

/** The caller's session when it sent one: the wallet is then linked to that account. */
export interface CurrentSession {
  userId: string;
  token: string;
}

/**
 * Sign-in with Ethereum. The message and signature are checked, then the nonce is used up (once). With a
 * session the wallet is linked to that account; without one the wallet's account is signed in, or created.
 */
export async function connectWallet(
  ctx: AppContext,
  input: ConnectWalletInput,
  session: CurrentSession | null,
  meta: SessionMeta,
): Promise<{ token: string; _id: string; address: string }> {
  const wallet = await checkSiweMessage(input.message, input.signature, {
    domain: publicDomain(ctx.config),
    now: Date.now(),
  });

  if (session) {
    await useNonce(ctx.db, wallet);
    await retryOnUniqueViolation(() => linkWallet(ctx.db, wallet, session.userId));
    return { token: session.token, _id: session.userId, address: wallet.address };
  }

  let referrer: Referrer | null = null;
  if (!(await walletOwner(ctx.db, wallet.address))) {
    referrer = await resolveReferrer(ctx, input.referralCode);
    if (!referrer) throw new ValidationError({ referralCode: INVALID_REFERRAL_CODE });
  }
  await useNonce(ctx.db, wallet);
  const user = await retryOnUniqueViolation(() => ctx.db.transaction((tx) => ownerOrNewAccount(tx, wallet, referrer)));
  if (user.status !== "ACTIVE") throw new DomainError(403, WALLET_MESSAGES.blocked);
  const token = await createSession(ctx.db, ctx.sessionKey, user.id, meta);
  return { token, _id: user.id, address: wallet.address };
}

async function useNonce(db: Db, wallet: SignedInWallet): Promise<void> {
  if (!(await consumeAuthNonce(db, wallet.nonce, "siwe"))) throw new DomainError(400, WALLET_MESSAGES.nonceUsed);
}

async function walletOwner(db: Db, address: string): Promise<User | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(identities)
    .innerJoin(users, eq(users.id, identities.userId))
    .where(
      and(eq(identities.kind, "wallet"), eq(identities.provider, WALLET_PROVIDER), eq(identities.subject, address)),
    );
  return row?.user;
}

async function linkWallet(db: Db, wallet: SignedInWallet, userId: string): Promise<void> {
  const owner = await walletOwner(db, wallet.address);
  if (owner && owner.id !== userId) throw new DomainError(409, WALLET_MESSAGES.linkedElsewhere);
  if (owner) return;
  await db
    .insert(identities)
    .values({ userId, kind: "wallet", provider: WALLET_PROVIDER, subject: wallet.address, chainId: wallet.chainId });
}

async function ownerOrNewAccount(db: Db, wallet: SignedInWallet, referrer: Referrer | null): Promise<User> {
  const hex = wallet.address.slice(2).toLowerCase();
  const email = `0x${hex}@${WALLET_EMAIL_DOMAIN}`;
  await lockAccountEmail(db, email);
  const owner = await walletOwner(db, wallet.address);
  if (owner) return owner;
  const [byEmail] = await db.select().from(users).where(eq(users.email, email));
  const user =
    (byEmail && (await claimPlaceholder(db, byEmail))) ??
    (await createUser(db, {
      email,
      userName: await freeUserName(db, `wallet${hex.slice(-6)}`),
      fullName: `Wallet ${shortAddress(wallet.address)}`,
      emailVerified: true,
      referredBy: referrer?.id ?? null,
      refferalCodeCheck: referrer?.isDefault ?? true,
    }));
  await db.insert(identities).values({
    userId: user.id,
    kind: "wallet",
    provider: WALLET_PROVIDER,
    subject: wallet.address,
    chainId: wallet.chainId,
  });
  return user;
}

/**
 * An account already holding the wallet's placeholder email. Made by this flow it is verified and simply
 * reused; typed into the sign-up form by someone else it was never verified (no mail reaches that address),
 * so the wallet's owner takes it over and the password chosen there is dropped.
 */
async function claimPlaceholder(db: Db, user: User): Promise<User> {
  if (user.emailVerified) return user;
  const [claimed] = await db
    .update(users)
    .set({ emailVerified: true, passwordHash: null, updatedAt: new Date() })
    .where(eq(users.id, user.id))
    .returning();
  return claimed!;
}
