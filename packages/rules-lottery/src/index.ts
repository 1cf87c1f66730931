/**
 * # @arena/rules-lottery
 *
 * The lottery's rules as pure functions (issue 20): ticket checks, the winning numbers from a committed seed and a
 * public entropy (`drawNumbers`), and the settlement (`settleDraw`): the house share, prize ranks by numbers matched,
 * ties split equally, unclaimed ranks rolled down. Money is integer minor units.
 */
export * from "./draw.js";
