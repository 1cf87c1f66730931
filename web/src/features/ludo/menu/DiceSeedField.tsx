import { useId, useState } from "react";
import toast from "react-hot-toast";
import { useTranslation } from "react-i18next";
import { readLocal, removeLocal, writeLocal } from "../../../lib/storage";
import { CLIENT_SEED_KEY } from "../realtime";
import "./DiceSeedField.css";

/**
 * The player's part of the dice seed (provably fair dice): every roll mixes it with the server's secret seed, so
 * the server alone cannot choose outcomes. Empty means a random seed for each game.
 */
export function DiceSeedField() {
  const { t } = useTranslation();
  const id = useId();
  const [seed, setSeed] = useState(() => readLocal(CLIENT_SEED_KEY) ?? "");
  const save = () => {
    const value = seed.trim().slice(0, 64);
    if (value) writeLocal(CLIENT_SEED_KEY, value);
    else removeLocal(CLIENT_SEED_KEY);
    setSeed(value);
    toast.success(t("ludoMenu.seed.saved"));
  };
  return (
    <form
      className="ludo-seed"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <label htmlFor={id} className="field__label">
        {t("ludoMenu.seed.label")}
      </label>
      <p className="ludo-seed__hint" id={`${id}-hint`}>
        {t("ludoMenu.seed.hint")}
      </p>
      <div className="ludo-seed__row">
        <input
          id={id}
          className="input"
          value={seed}
          maxLength={64}
          placeholder={t("ludoMenu.seed.placeholder")}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setSeed(event.target.value)}
        />
        <button type="submit" className="btn btn--outline">
          {t("ludoMenu.seed.save")}
        </button>
      </div>
    </form>
  );
}
