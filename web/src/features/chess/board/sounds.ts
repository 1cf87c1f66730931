/**
 * Chess's own sounds, synthesised by the tables' audio player (table/audio.ts: the effects volume of the settings,
 * silent when muted, unlocked by the first gesture, paused while the page is hidden). No audio files.
 */
import { noiseBurst, playEffect, tone, type Effect } from "../../table/audio";

export type ChessSound = "move" | "capture" | "check" | "end" | "lowTime";

const SOUNDS: Record<ChessSound, Effect> = {
  // A piece set down on wood: a short knock with a low body.
  move: (ac, out, now) => {
    noiseBurst(ac, out, now, 0.05, 1500, 0.9);
    tone(ac, out, { freq: 240, toFreq: 170, at: now, duration: 0.09, type: "triangle", gain: 0.55, attack: 0.003 });
  },
  // A take: two knocks, the second lower and heavier.
  capture: (ac, out, now) => {
    noiseBurst(ac, out, now, 0.05, 1900, 0.8);
    noiseBurst(ac, out, now + 0.06, 0.09, 900, 1);
    tone(ac, out, { freq: 200, toFreq: 110, at: now + 0.06, duration: 0.16, type: "triangle", gain: 0.7, attack: 0.003 });
  },
  // Check: the knock and a bright rising interval.
  check: (ac, out, now) => {
    noiseBurst(ac, out, now, 0.05, 1500, 0.8);
    tone(ac, out, { freq: 660, at: now + 0.02, duration: 0.12, type: "square", gain: 0.18 });
    tone(ac, out, { freq: 990, at: now + 0.12, duration: 0.18, type: "square", gain: 0.18 });
  },
  // The game is over: a soft falling-then-resolving three-note figure (the table's jingle says who won).
  end: (ac, out, now) =>
    [784, 659, 523].forEach((freq, i) => tone(ac, out, { freq, at: now + i * 0.14, duration: i === 2 ? 0.6 : 0.2, type: "sine", gain: 0.55 })),
  // Low time: two short high beeps.
  lowTime: (ac, out, now) => {
    tone(ac, out, { freq: 1320, at: now, duration: 0.08, type: "sine", gain: 0.5, attack: 0.003 });
    tone(ac, out, { freq: 1320, at: now + 0.14, duration: 0.08, type: "sine", gain: 0.5, attack: 0.003 });
  },
};

/** Plays one of chess's effects at the sound volume (silent when muted or before the first click). */
export const playChessSound = (kind: ChessSound): void => playEffect(SOUNDS[kind]);

/** The sound of a move, from its SAN: check ("+" or "#") over capture ("x") over a plain move. */
export function soundOfMove(san: string): ChessSound {
  if (/[+#]/.test(san)) return "check";
  if (san.includes("x")) return "capture";
  return "move";
}
