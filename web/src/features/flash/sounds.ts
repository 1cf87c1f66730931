/**
 * Flash's own sounds, synthesised by the tables' audio player (table/audio.ts: the effects volume of the settings,
 * silent when muted, unlocked by the first gesture, paused while the page is hidden). No audio files. The end of a
 * hand you won uses the table's jingle (playResult).
 */
import { noiseBurst, playEffect, tone, type Effect } from "../table/audio";
import { readLocal, writeLocal } from "../../lib/storage";

export type FlashSound = "deal" | "chip" | "flip" | "pack" | "turn" | "ask" | "win";

const SOUNDS: Record<FlashSound, Effect> = {
  // A card sliding off the deck: a short bright flick.
  deal: (ac, out, now) => noiseBurst(ac, out, now, 0.04, 3200, 0.5),
  // Chips set down: two quick clicks and a small ring.
  chip: (ac, out, now) => {
    noiseBurst(ac, out, now, 0.03, 4200, 0.7);
    noiseBurst(ac, out, now + 0.05, 0.03, 3600, 0.6);
    tone(ac, out, { freq: 2400, at: now + 0.01, duration: 0.08, type: "sine", gain: 0.12, attack: 0.002 });
  },
  // A card turned over: a soft double flick.
  flip: (ac, out, now) => {
    noiseBurst(ac, out, now, 0.03, 2600, 0.45);
    noiseBurst(ac, out, now + 0.06, 0.03, 2200, 0.35);
  },
  // Cards thrown in: a low sweep of noise.
  pack: (ac, out, now) => {
    noiseBurst(ac, out, now, 0.18, 900, 0.5);
    tone(ac, out, { freq: 220, toFreq: 140, at: now, duration: 0.18, type: "triangle", gain: 0.25 });
  },
  // Your turn: two rising notes.
  turn: (ac, out, now) => {
    tone(ac, out, { freq: 660, at: now, duration: 0.12, type: "triangle", gain: 0.5 });
    tone(ac, out, { freq: 880, at: now + 0.12, duration: 0.18, type: "triangle", gain: 0.5 });
  },
  // Someone asks you for a sideshow: a bell-like pair.
  ask: (ac, out, now) => {
    tone(ac, out, { freq: 1046, at: now, duration: 0.3, type: "sine", gain: 0.45 });
    tone(ac, out, { freq: 1318, at: now + 0.15, duration: 0.4, type: "sine", gain: 0.35 });
  },
  // A pot won: a short bright arpeggio (shorter than the table's end-of-game jingle: hands come one after another).
  win: (ac, out, now) =>
    [0, 4, 7, 12].forEach((s, i) => tone(ac, out, { freq: 523.25 * 2 ** (s / 12), at: now + i * 0.08, duration: i === 3 ? 0.45 : 0.16, type: "triangle", gain: 0.55 })),
};

/** localStorage: the table's own sound switch (the settings' volume still applies). */
const SOUND_KEY = "flashSound";
export const storedSoundOn = (): boolean => readLocal(SOUND_KEY) !== "off";
export const storeSoundOn = (on: boolean): void => writeLocal(SOUND_KEY, on ? "on" : "off");

export const playFlashSound = (sound: FlashSound): void => playEffect(SOUNDS[sound]);
