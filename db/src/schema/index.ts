export * from "./users.js";
export * from "./content.js";
export * from "./auth.js";
export * from "./ledger.js";
export * from "./wallet.js";
export * from "./games.js";
export * from "./jurisdictions.js";
export * from "./reminders.js";
