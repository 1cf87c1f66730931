export * from "./cards.js";
export * from "./hands.js";
export * from "./deal.js";
export * from "./betting.js";
export * from "./choices.js";
export * from "./play.js";
export * from "./bots.js";
