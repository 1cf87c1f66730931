import { atom } from "jotai";
import { VOLUME } from "@arena/contracts";
import { STORAGE, readLocal, writeLocal } from "../../lib/storage";

/** Slider value in VOLUME.min..VOLUME.max, snapped to VOLUME.step; anything else falls back to the default. */
export function toSliderValue(raw: unknown): number {
  const value = typeof raw === "string" && raw.trim() !== "" ? Number(raw) : typeof raw === "number" ? raw : NaN;
  if (!Number.isFinite(value)) return VOLUME.default;
  const clamped = Math.min(VOLUME.max, Math.max(VOLUME.min, value));
  return Number((Math.round(clamped / VOLUME.step) * VOLUME.step).toFixed(2));
}

function storedVolumeAtom(key: string) {
  const base = atom(toSliderValue(readLocal(key)));
  return atom(
    (get) => get(base),
    (_get, set, next: number) => {
      const value = toSliderValue(next);
      writeLocal(key, String(value));
      set(base, value);
    },
  );
}

/** Music slider (localStorage `vol`), 0.01–10. */
export const musicVolumeAtom = storedVolumeAtom(STORAGE.musicVolume);
/** Sound-effects slider (localStorage `sound`), 0.01–10. */
export const soundVolumeAtom = storedVolumeAtom(STORAGE.soundVolume);

/** What an audio element's `volume` should be (0–1): the slider value divided by 10. */
export const musicGainAtom = atom((get) => get(musicVolumeAtom) / 10);
export const soundGainAtom = atom((get) => get(soundVolumeAtom) / 10);
