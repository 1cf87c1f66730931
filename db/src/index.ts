export * from "./client.js";
export * as schema from "./schema/index.js";
export * from "./schema/index.js";
export { seedDemoContent } from "./seed/index.js";
export * from "./ledger/index.js";
export * from "./errors.js";
