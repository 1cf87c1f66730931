import { useId, type CSSProperties } from "react";
import { useAtom, type WritableAtom } from "jotai";
import { useTranslation } from "react-i18next";
import { VOLUME } from "@arena/contracts";
import { Dialog } from "../../shell/Dialog";
import { Icon, type IconName } from "../../shell/Icon";
import { settingsOpenAtom } from "../../shell/panels";
import { ReminderSetting } from "../notifications";
import { musicVolumeAtom, soundVolumeAtom } from "./volume";
import "./settings.css";

export function SettingsModal() {
  const { t } = useTranslation();
  const [open, setOpen] = useAtom(settingsOpenAtom);
  return (
    <Dialog open={open} onClose={() => setOpen(false)} title={t("settings.title")} size="small">
      <div className="settings">
        <VolumeSlider label={t("settings.music")} icon="music" volume={musicVolumeAtom} />
        <VolumeSlider label={t("settings.sound")} icon="volume" volume={soundVolumeAtom} />
        <ReminderSetting />
      </div>
    </Dialog>
  );
}

interface VolumeSliderProps {
  label: string;
  icon: IconName;
  volume: WritableAtom<number, [number], void>;
}

function VolumeSlider({ label, icon, volume }: VolumeSliderProps) {
  const id = useId();
  const [value, setValue] = useAtom(volume);
  const percent = `${Math.round((value / VOLUME.max) * 100)}%`;
  return (
    <div className="volume">
      <div className="volume__head">
        <label htmlFor={id} className="volume__label">
          <Icon name={icon} size={18} />
          {label}
        </label>
        <output htmlFor={id} className="volume__value">
          {percent}
        </output>
      </div>
      <input
        id={id}
        type="range"
        className="volume__slider"
        min={VOLUME.min}
        max={VOLUME.max}
        step={VOLUME.step}
        value={value}
        aria-valuetext={percent}
        style={{ "--fill": `${(value / VOLUME.max) * 100}%` } as CSSProperties}
        onChange={(event) => setValue(Number(event.target.value))}
      />
    </div>
  );
}
