export * from "./board.js";
export * from "./state.js";
export * from "./moves.js";
export * from "./bots.js";
export * from "./view.js";
export * from "./seating.js";
