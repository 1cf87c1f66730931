export * from "./users.js";
export * from "./content.js";
