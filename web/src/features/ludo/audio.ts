/**
 * Ludo's own sounds (the dice rattle, a token's step, a capture) and its background tune, played by the tables'
 * audio player (table/audio.ts: volumes, the first-gesture unlock, pausing while the page is hidden).
 */
import { noiseBurst, playEffect, tone, type Effect, type Tune } from "../table/audio";

export type LudoSound = "dice" | "move" | "capture";

const SOUNDS: Record<LudoSound, Effect> = {
  dice: (ac, out, now) => {
    for (let i = 0; i < 6; i++) noiseBurst(ac, out, now + i * 0.055, 0.05, 1800 + i * 250, 0.9 - i * 0.1);
    tone(ac, out, { freq: 180, at: now + 0.33, duration: 0.12, type: "triangle", gain: 0.6 });
  },
  move: (ac, out, now) => tone(ac, out, { freq: 540, toFreq: 680, at: now, duration: 0.08, type: "sine", gain: 0.5 }),
  capture: (ac, out, now) => {
    tone(ac, out, { freq: 620, toFreq: 110, at: now, duration: 0.4, type: "sawtooth", gain: 0.35 });
    noiseBurst(ac, out, now, 0.18, 400, 0.8);
  },
};

/** Plays one of Ludo's effects at the sound volume. */
export const playSound = (name: LudoSound): void => playEffect(SOUNDS[name]);

/** A gentle pentatonic loop: 32 eighth notes of melody (null = rest) over a four-bar bass, at 84 beats a minute. */
export const LUDO_TUNE: Tune = {
  melody: [
    0, null, 4, 7, 9, null, 7, 4, 2, null, 4, null, 0, null, null, null,
    4, null, 7, 9, 12, null, 9, 7, 9, 7, 4, null, 2, null, null, null,
  ],
  bass: [-12, -15, -19, -17],
  beat: 60 / 84 / 2,
};
