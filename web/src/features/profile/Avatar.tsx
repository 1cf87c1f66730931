import { Icon } from "../../shell/Icon";

export function initialsOf(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? "")
    .join("");
}

/** A round profile picture, or the initials on the theme's gradient. */
export function Avatar({ src, name, size = "medium" }: { src: string | null | undefined; name: string; size?: "medium" | "large" }) {
  if (src) return <img className={`profile-avatar profile-avatar--${size}`} src={src} alt="" />;
  const initials = initialsOf(name);
  return (
    <span className={`profile-avatar profile-avatar--${size} profile-avatar--initials`} aria-hidden="true">
      {initials || <Icon name="user" size={size === "large" ? 40 : 22} />}
    </span>
  );
}
