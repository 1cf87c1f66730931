import { LANGUAGES, type Language } from "@arena/contracts";
import { LANGUAGE_NAMES } from "../../../i18n";
import "../wallet-admin.css";

/** English, Português, Español as pressed buttons, each named in its own language. */
export function LanguagePicker({ lang, label, onPick }: { lang: Language; label: string; onPick: (lang: Language) => void }) {
  return (
    <div className="content-toolbar__languages">
      <span className="field__label" aria-hidden="true">
        {label}
      </span>
      <div className="segmented" role="group" aria-label={label}>
        {LANGUAGES.map((option) => (
          <button key={option} type="button" lang={option} className="segmented__option" aria-pressed={option === lang} onClick={() => option !== lang && onPick(option)}>
            {LANGUAGE_NAMES[option]}
          </button>
        ))}
      </div>
    </div>
  );
}
