import { useId } from "react";
import { useSetAtom } from "jotai";
import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { leaveAdminModeAtom } from "../platform/session";

interface LogoProps {
  compact?: boolean;
  /** Brand only, not a link (the footer: one home link per bar is enough). */
  plain?: boolean;
}

/** The brand mark; clicking it goes home and leaves admin mode (spec 4). */
export function Logo({ compact = false, plain = false }: LogoProps) {
  const { t } = useTranslation();
  const leaveAdminMode = useSetAtom(leaveAdminModeAtom);
  const className = `logo ${compact ? "logo--compact" : ""}`;
  if (plain) {
    return (
      <span className={className}>
        <LogoArt />
      </span>
    );
  }
  return (
    <Link to="/" className={className} onClick={() => leaveAdminMode()} aria-label={t("shell.logoHome")}>
      <LogoArt />
    </Link>
  );
}

function LogoArt() {
  const gradient = useId();
  return (
    <>
      <svg className="logo__mark" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#ffe38a" />
            <stop offset="1" stopColor="#f59e0b" />
          </linearGradient>
        </defs>
        <circle cx="32" cy="32" r="30" fill={`url(#${gradient})`} />
        <circle cx="32" cy="32" r="22.5" fill="none" stroke="#1a1440" strokeOpacity=".35" strokeWidth="3" />
        <path d="M21 43 32 17l11 26h-6.5L32 32.5 27.5 43z" fill="#1a1440" />
      </svg>
      <span className="logo__word">
        {/* A real space (closed up by CSS), so the visible text is part of the link's name (WCAG 2.5.3). */}
        Coin <span className="logo__word-accent">Arena</span>
      </span>
    </>
  );
}
