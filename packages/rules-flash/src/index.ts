export * from "./cards.js";
export * from "./hands.js";
export * from "./deal.js";
export * from "./betting.js";
