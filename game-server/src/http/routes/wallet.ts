import { connectWalletResultSchema, connectWalletSchema, messages, walletNonceResultSchema } from "@arena/contracts";
import type { AppContext } from "../../context.js";
import { tokenFromHeaders } from "../../services/sessions/authenticate.js";
import { connectWallet } from "../../services/wallet/connectWallet.js";
import { issueWalletNonce } from "../../services/wallet/issueWalletNonce.js";
import { defineRoute } from "../route.js";
import { sessionMeta } from "./user.js";

/** Wallet sign-in (EIP-4361): docs/accounts-api.md "Wallet sign-in". */
export const walletRoutes = (ctx: AppContext) => [
  defineRoute({
    method: "get",
    path: "/user/wallet/nonce",
    tag: "user",
    summary: "A single-use nonce (5 minutes) and the domain, URI and chains a sign-in message must carry",
    result: walletNonceResultSchema,
    async handle({ req }) {
      return { result: await issueWalletNonce(ctx, req.ip ?? "unknown") };
    },
  }),
  defineRoute({
    method: "post",
    path: "/user/connectWallet",
    tag: "user",
    summary: "Sign in with a signed EIP-4361 message; with a session, links the wallet to that account",
    body: connectWalletSchema,
    result: connectWalletResultSchema,
    async handle({ body, auth, req }) {
      const token = auth && tokenFromHeaders(req.headers);
      const session = auth && token ? { userId: auth.userId, token } : null;
      const result = await connectWallet(ctx, body, session, sessionMeta(req));
      return { result: { ...result, otpVerification: true as const }, message: messages.loggedIn };
    },
  }),
];
