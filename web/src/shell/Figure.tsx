import { useId, type ReactNode } from "react";
import { Icon, type IconName } from "./Icon";
import "./figure.css";

interface FigureProps {
  label: string;
  value: ReactNode;
  icon: IconName;
  note?: ReactNode;
  tone?: "gold" | "held" | "muted";
  /** "li" when the figures are a list (`<ul className="figures">`): the item holds the named group. */
  as?: "div" | "li";
}

/**
 * One figure (earned, pending, a count…) on a card: a group named by its label, so it is read out and found by that
 * name. Laid out in a `.figures` grid (a div, or a ul with `as="li"`).
 */
export function Figure({ label, value, icon, note, tone, as = "div" }: FigureProps) {
  const id = useId();
  const className = `figure ${tone ? `figure--${tone}` : ""}`;
  const group = (
    <div role="group" aria-labelledby={id} className={as === "li" ? "figure__group" : className}>
      <p id={id} className="figure__label">
        <Icon name={icon} size={18} />
        {label}
      </p>
      <p className="figure__value">{value}</p>
      {note && <p className="figure__note">{note}</p>}
    </div>
  );
  return as === "li" ? <li className={className}>{group}</li> : group;
}

/** The figures' skeleton while they load. */
export function FigureSkeletons({ count }: { count: number }) {
  return (
    <div className="figures" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="figure">
          <span className="skeleton skeleton--line figure__skeleton-label" />
          <span className="skeleton skeleton--heading" />
        </div>
      ))}
    </div>
  );
}
