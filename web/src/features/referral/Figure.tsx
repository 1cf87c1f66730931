import { useId, type ReactNode } from "react";
import type { IconName } from "../../shell/Icon";
import { Icon } from "../../shell/Icon";

interface FigureProps {
  label: string;
  value: ReactNode;
  icon: IconName;
  note?: ReactNode;
  tone?: "gold" | "held" | "muted";
}

/** One figure (earned, pending, a count): a group named by its label, so it is read out and found by that name. */
export function Figure({ label, value, icon, note, tone }: FigureProps) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id} className={`ref-figure ${tone ? `ref-figure--${tone}` : ""}`}>
      <p id={id} className="ref-figure__label">
        <Icon name={icon} size={18} />
        {label}
      </p>
      <p className="ref-figure__value">{value}</p>
      {note && <p className="ref-figure__note">{note}</p>}
    </div>
  );
}

/** The figures' skeleton while the summary loads. */
export function FigureSkeletons({ count }: { count: number }) {
  return (
    <div className="ref-figures" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="ref-figure">
          <span className="skeleton skeleton--line ref-figure__skeleton-label" />
          <span className="skeleton skeleton--heading" />
        </div>
      ))}
    </div>
  );
}
