export * from "./accounts.js";
export * from "./errors.js";
export * from "./postTransfers.js";
export * from "./reconcile.js";
export { arrayLiteral, queryPrepared } from "./queryPrepared.js";
