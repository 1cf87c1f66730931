export * from "./envelope.js";
export * from "./messages.js";
export * from "./constants.js";
export * from "./contact.js";
export * from "./content.js";
export * from "./health.js";
export * from "./routes.js";
export * from "./auth.js";
