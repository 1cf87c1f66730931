export * from "./cards.js";
export * from "./rules.js";
export * from "./shoe.js";
export * from "./round.js";
export * from "./settle.js";
export * from "./view.js";
export * from "./strategy.js";
export * from "./simulate.js";
