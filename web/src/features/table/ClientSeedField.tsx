import { useId, useState } from "react";
import toast from "react-hot-toast";
import { useTranslation } from "react-i18next";
import { readLocal, removeLocal, writeLocal } from "../../lib/storage";
import "./ClientSeedField.css";

interface ClientSeedFieldProps {
  /** localStorage key the game reads when it creates or joins a table (withClientSeed). */
  storageKey: string;
  /** The game's texts for the field, in its own words: `${textKey}.label`, `.hint`, `.placeholder`, `.save`, `.saved`. */
  textKey: string;
}

/**
 * The player's part of the seed (provably fair): every random outcome mixes it with the server's secret seed, so
 * the server alone cannot choose outcomes. Empty means a random seed for each game.
 */
export function ClientSeedField({ storageKey, textKey }: ClientSeedFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [seed, setSeed] = useState(() => readLocal(storageKey) ?? "");
  const save = () => {
    const value = seed.trim().slice(0, 64);
    if (value) writeLocal(storageKey, value);
    else removeLocal(storageKey);
    setSeed(value);
    toast.success(t(`${textKey}.saved`));
  };
  return (
    <form
      className="client-seed"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <label htmlFor={id} className="field__label">
        {t(`${textKey}.label`)}
      </label>
      <p className="client-seed__hint" id={`${id}-hint`}>
        {t(`${textKey}.hint`)}
      </p>
      <div className="client-seed__row">
        <input
          id={id}
          className="input"
          value={seed}
          maxLength={64}
          placeholder={t(`${textKey}.placeholder`)}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setSeed(event.target.value)}
        />
        <button type="submit" className="btn btn--outline">
          {t(`${textKey}.save`)}
        </button>
      </div>
    </form>
  );
}
