/**
 * The spin wheel's rules (issue 19), pure: the published segment table (equal-width segments, so what a player sees is
 * the odds), its long-run RTP, the fair draw of a segment and the angle the wheel rests at for it, and the judgement of a
 * spin with the progressive pot (a share of each purchase, the house's seed after a drop, an optional cap and
 * must-drop time). Amounts are integer minor units.
 */
export * from "./table.js";
export * from "./spin.js";
export * from "./simulate.js";
