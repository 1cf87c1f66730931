import { useTranslation } from "react-i18next";
import { passwordStrength } from "@arena/contracts";

const LEVEL = { "High risk": 1, Average: 2, Secure: 3 } as const;

/** The sign-up strength meter: High risk, Average or Secure (the spec's words). */
export function PasswordStrength({ id, password }: { id: string; password: string }) {
  const { t } = useTranslation();
  if (!password) return null;
  const strength = passwordStrength(password);
  const level = LEVEL[strength];
  return (
    <div id={id} className={`strength strength--${level}`} aria-live="polite">
      <span className="strength__bars" aria-hidden="true">
        {[1, 2, 3].map((bar) => (
          <span key={bar} className={`strength__bar ${bar <= level ? "strength__bar--on" : ""}`} />
        ))}
      </span>
      <span className="strength__text">
        {t("auth.strength")}: <strong>{strength}</strong>
      </span>
    </div>
  );
}
