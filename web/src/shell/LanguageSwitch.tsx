import { useId } from "react";
import { useTranslation } from "react-i18next";
import { LANGUAGES, type Language } from "@arena/contracts";
import { LANGUAGE_NAMES, changeLanguage, currentLanguage } from "../i18n";
import { Icon } from "./Icon";

export function LanguageSwitch({ className = "" }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <div className={`language-switch ${className}`}>
      <label htmlFor={id} className="visually-hidden">
        {t("shell.language")}
      </label>
      <Icon name="globe" size={18} className="language-switch__icon" />
      <select
        id={id}
        className="language-switch__select"
        value={currentLanguage(i18n.language)}
        onChange={(event) => changeLanguage(event.target.value as Language)}
      >
        {LANGUAGES.map((lang) => (
          <option key={lang} value={lang} lang={lang}>
            {LANGUAGE_NAMES[lang]}
          </option>
        ))}
      </select>
    </div>
  );
}
