/**
 * The tables' audio player: music and sound effects synthesised with WebAudio (no audio files), the voices a game
 * writes its own sounds with (`tone`, `noiseBurst`) and the end-of-game jingles. Volumes follow the settings
 * sliders (localStorage `vol` for music, `sound` for effects, each value / 10), read again on every note so a
 * change in the settings modal is heard at once. Browsers keep audio silent until the first click or key
 * press; the context resumes on that gesture.
 *
 * Page visibility (spec 4): hiding the page pauses all audio. The spec also reloads the page when it becomes
 * visible again "unless a flag disables it": here that reload only applies while the background music runs
 * (a game's screens), and the game page switches it off for as long as a game is live (`setReloadOnVisible`),
 * because a reload mid-game would drop the room connection and let the turn clock run out.
 */
import { toSliderValue } from "../settings/volume";
import { STORAGE, readLocal } from "../../lib/storage";

const musicLevel = () => toSliderValue(readLocal(STORAGE.musicVolume)) / 10;
const soundLevel = () => toSliderValue(readLocal(STORAGE.soundVolume)) / 10;

/** Loudness of the synthesised voices at full slider volume: music stays in the background. */
const MUSIC_MAX = 0.16;
const SOUND_MAX = 0.5;

let ctx: AudioContext | null = null;
let musicOn = false;
let reloadOnVisible = true;
let hiddenWhilePlaying = false;

function audio(): AudioContext | null {
  if (ctx) return ctx;
  if (typeof window === "undefined") return null;
  const Ctor = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Ctor) return null;
  try {
    ctx = new Ctor();
  } catch {
    return null;
  }
  const unlock = () => {
    if (ctx?.state === "suspended" && document.visibilityState === "visible") void ctx.resume();
  };
  window.addEventListener("pointerdown", unlock, { capture: true, passive: true });
  window.addEventListener("keydown", unlock, { capture: true });
  document.addEventListener("visibilitychange", onVisibilityChange);
  return ctx;
}

function onVisibilityChange(): void {
  if (document.visibilityState === "hidden") {
    hiddenWhilePlaying = musicOn;
    void ctx?.suspend();
    return;
  }
  if (hiddenWhilePlaying && musicOn && reloadOnVisible) {
    window.location.reload();
    return;
  }
  hiddenWhilePlaying = false;
  void ctx?.resume();
}

/**
 * Turns the reload-on-visible behaviour on or off; returns a function restoring the previous setting. The game
 * page calls it with false while a game is live.
 */
export function setReloadOnVisible(enabled: boolean): () => void {
  const previous = reloadOnVisible;
  reloadOnVisible = enabled;
  return () => {
    reloadOnVisible = previous;
  };
}

// ---- voices -------------------------------------------------------------------------------------------------

interface Tone {
  freq: number;
  /** Seconds from now (or the absolute context time `at`). */
  at: number;
  duration: number;
  type?: OscillatorType;
  gain?: number;
  /** Glide to this frequency over the tone. */
  toFreq?: number;
  attack?: number;
}

/** One synthesised note. */
export function tone(ac: AudioContext, out: AudioNode, t: Tone): void {
  const osc = ac.createOscillator();
  const env = ac.createGain();
  osc.type = t.type ?? "sine";
  osc.frequency.setValueAtTime(t.freq, t.at);
  if (t.toFreq) osc.frequency.exponentialRampToValueAtTime(t.toFreq, t.at + t.duration);
  const peak = t.gain ?? 1;
  const attack = t.attack ?? 0.01;
  env.gain.setValueAtTime(0.0001, t.at);
  env.gain.exponentialRampToValueAtTime(peak, t.at + attack);
  env.gain.exponentialRampToValueAtTime(0.0001, t.at + t.duration);
  osc.connect(env).connect(out);
  osc.start(t.at);
  osc.stop(t.at + t.duration + 0.05);
}

let noise: AudioBuffer | null = null;
/** A burst of band-passed noise (rattles, knocks). */
export function noiseBurst(ac: AudioContext, out: AudioNode, at: number, duration: number, freq: number, gain: number): void {
  if (!noise) {
    noise = ac.createBuffer(1, Math.floor(ac.sampleRate * 0.3), ac.sampleRate);
    const data = noise.getChannelData(0);
    // The texture of a rattle; the sound has nothing to do with the game's (provably fair) randomness.
    for (let i = 0; i < data.length; i++) data[i] = Math.random() * 2 - 1;
  }
  const src = ac.createBufferSource();
  src.buffer = noise;
  const band = ac.createBiquadFilter();
  band.type = "bandpass";
  band.frequency.value = freq;
  band.Q.value = 1.2;
  const env = ac.createGain();
  env.gain.setValueAtTime(gain, at);
  env.gain.exponentialRampToValueAtTime(0.0001, at + duration);
  src.connect(band).connect(env).connect(out);
  src.start(at);
  src.stop(at + duration + 0.02);
}

export const NOTE = (semitonesFromA4: number) => 440 * 2 ** (semitonesFromA4 / 12);

/** A sound effect: voices started at `now` on `out` (which carries the effects volume). */
export type Effect = (ac: AudioContext, out: AudioNode, now: number) => void;

/** Plays one effect at the sound volume; silent when muted, unsupported or before the first gesture. */
export function playEffect(effect: Effect): void {
  const level = soundLevel();
  const ac = audio();
  if (!ac || level <= 0.001 || ac.state !== "running") return;
  const out = ac.createGain();
  out.gain.value = level * SOUND_MAX;
  out.connect(ac.destination);
  effect(ac, out, ac.currentTime + 0.01);
  window.setTimeout(() => out.disconnect(), 2500);
}

const WIN: Effect = (ac, out, now) =>
  [0, 4, 7, 12, 16].forEach((s, i) =>
    tone(ac, out, { freq: NOTE(3 + s), at: now + i * 0.11, duration: i === 4 ? 0.9 : 0.22, type: "triangle", gain: 0.7 }),
  );
const LOSE: Effect = (ac, out, now) =>
  [7, 3, 0, -5].forEach((s, i) =>
    tone(ac, out, { freq: NOTE(s - 2), at: now + i * 0.22, duration: i === 3 ? 0.8 : 0.3, type: "sine", gain: 0.6 }),
  );

/** The end of a game, heard: a rising arpeggio when you won, a falling line when you did not. */
export const playResult = (won: boolean): void => playEffect(won ? WIN : LOSE);

// ---- music ------------------------------------------------------------------------------------------------

/**
 * A background loop: melody notes in semitones (null = rest), one per beat, and a bass note every eight beats, the
 * length of a beat in seconds.
 */
export interface Tune {
  melody: readonly (number | null)[];
  bass: readonly number[];
  beat: number;
}

const LOOKAHEAD = 0.5;

let tune: Tune | null = null;
let musicOut: GainNode | null = null;
let scheduler: number | null = null;
let nextNoteTime = 0;
let step = 0;

function scheduleMusic(): void {
  const ac = ctx;
  if (!ac || !musicOut || !tune) return;
  const { melody, bass: bassLine, beat } = tune;
  musicOut.gain.setTargetAtTime(musicLevel() * MUSIC_MAX, ac.currentTime, 0.1);
  if (ac.state !== "running") {
    nextNoteTime = ac.currentTime + 0.1;
    return;
  }
  if (nextNoteTime < ac.currentTime) nextNoteTime = ac.currentTime + 0.05;
  while (nextNoteTime < ac.currentTime + LOOKAHEAD) {
    const i = step % melody.length;
    const note = melody[i];
    if (note !== null && note !== undefined) {
      tone(ac, musicOut, { freq: NOTE(3 + note), at: nextNoteTime, duration: beat * 1.8, type: "triangle", gain: 0.55, attack: 0.03 });
    }
    if (i % 8 === 0) {
      const bass = bassLine[(i / 8) % bassLine.length]!;
      tone(ac, musicOut, { freq: NOTE(3 + bass), at: nextNoteTime, duration: beat * 7, type: "sine", gain: 0.7, attack: 0.15 });
    }
    nextNoteTime += beat;
    step++;
  }
}

export const music = {
  /** Starts the loop of `loop` (idempotent); it is heard after the first gesture and pauses while the page is hidden. */
  start(loop: Tune): void {
    const ac = audio();
    if (!ac || musicOn) return;
    musicOn = true;
    tune = loop;
    musicOut = ac.createGain();
    musicOut.gain.value = 0;
    const soften = ac.createBiquadFilter();
    soften.type = "lowpass";
    soften.frequency.value = 1800;
    musicOut.connect(soften).connect(ac.destination);
    step = 0;
    nextNoteTime = ac.currentTime + 0.1;
    scheduleMusic();
    scheduler = window.setInterval(scheduleMusic, 150);
  },
  stop(): void {
    musicOn = false;
    if (scheduler !== null) window.clearInterval(scheduler);
    scheduler = null;
    const out = musicOut;
    musicOut = null;
    if (out && ctx) {
      out.gain.setTargetAtTime(0, ctx.currentTime, 0.08);
      window.setTimeout(() => out.disconnect(), 600);
    }
  },
};
