import { useRef, useState, type ChangeEvent } from "react";
import toast from "react-hot-toast";
import { useTranslation } from "react-i18next";
import { AVATAR_MAX_MB } from "@arena/contracts";
import { Icon } from "../../shell/Icon";
import { Avatar } from "./Avatar";
import { isImageWithinSize } from "./imageSize";

export const AVATAR_TYPES = ["image/png", "image/jpeg", "image/gif", "image/webp"] as const;

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error("read failed"));
    reader.readAsDataURL(file);
  });
}

interface AvatarPickerProps {
  name: string;
  /** The stored picture. */
  current: string | null;
  /** undefined: unchanged; null: removed; a data URL: the new picture. */
  value: string | null | undefined;
  onChange: (value: string | null | undefined) => void;
}

/** Avatar upload: png, jpeg, gif or webp up to 2 MB, checked here and sent as a data URL. */
export function AvatarPicker({ name, current, value, onChange }: AvatarPickerProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [reading, setReading] = useState(false);
  const shown = value === undefined ? current : value;

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return void toast.error(t("profile.avatarType"));
    if (!(await isImageWithinSize(file, AVATAR_MAX_MB))) return void toast.error(t("profile.avatarTooBig", { mb: AVATAR_MAX_MB }));
    setReading(true);
    try {
      onChange(await readAsDataUrl(file));
    } catch {
      toast.error(t("profile.avatarUnreadable"));
    } finally {
      setReading(false);
    }
  };

  return (
    <div className="avatar-picker">
      <Avatar src={shown} name={name} size="large" />
      <div className="avatar-picker__actions">
        <input
          ref={input}
          id="profile-avatar"
          type="file"
          accept={AVATAR_TYPES.join(",")}
          className="visually-hidden"
          tabIndex={-1}
          aria-label={shown ? t("profile.changePhoto") : t("profile.uploadPhoto")}
          onChange={(event) => void pick(event)}
        />
        <button type="button" className="btn btn--outline" disabled={reading} onClick={() => input.current?.click()}>
          <Icon name="user" size={18} />
          {shown ? t("profile.changePhoto") : t("profile.uploadPhoto")}
        </button>
        {shown && (
          <button type="button" className="btn btn--ghost" onClick={() => onChange(current ? null : undefined)}>
            {t("profile.removePhoto")}
          </button>
        )}
        {value !== undefined && current && (
          <button type="button" className="field__link" onClick={() => onChange(undefined)}>
            {t("profile.undoPhoto")}
          </button>
        )}
        <p className="field__hint">{t("profile.photoHint", { mb: AVATAR_MAX_MB })}</p>
      </div>
    </div>
  );
}
