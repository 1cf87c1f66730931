/** Texts of wallet sign-in; the web app shows them as they are. */
export const WALLET_MESSAGES = {
  invalidMessage: "Invalid sign-in message.",
  invalidSignature: "Invalid wallet signature.",
  invalidAddress: "Invalid wallet address.",
  unsupportedChain: "Unsupported chain.",
  wrongDomain: "Wrong domain.",
  nonceUsed: "Nonce expired or already used.",
  notYetValid: "Sign-in message is not valid yet.",
  expired: "Sign-in message has expired.",
  linkedElsewhere: "Wallet already linked to another account.",
  blocked: "Your account has been blocked.",
} as const;
