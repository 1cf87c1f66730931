import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { Dialog } from "../../../shell/Dialog";
import { Icon } from "../../../shell/Icon";
import { ChoiceGroup } from "./pickers";
import "./SelectGameDialog.css";

export type PublicGameType = "Classic" | "Quick Play";

/** Multiplayer → 'Select Game': Classic (preselected) or Quick Play, and Play. */
export function SelectGameDialog({ onClose, onPlay }: { onClose: () => void; onPlay: (type: PublicGameType) => void }) {
  const { t } = useTranslation();
  const [type, setType] = useState<PublicGameType>("Classic");
  return (
    <Dialog open onClose={onClose} title={t("ludoMenu.selectGame.title")} size="small">
      <ChoiceGroup
        legend={t("ludoMenu.selectGame.legend")}
        name="game-type"
        look="tiles"
        value={type}
        onChange={setType}
        options={[
          { value: "Classic", label: t("ludoMenu.selectGame.classic"), hint: t("ludoMenu.selectGame.classicText") },
          { value: "Quick Play", label: t("ludoMenu.selectGame.quickPlay"), hint: t("ludoMenu.selectGame.quickPlayText") },
        ]}
      />
      <p className="ludo-rules-note">
        {t("ludoMenu.selectGame.fees")}{" "}
        <Link to="/how-to-play" target="_blank" rel="noopener">
          {t("ludoMenu.selectGame.rules")}
        </Link>
      </p>
      <button type="button" className="btn btn--primary btn--large btn--block" onClick={() => onPlay(type)}>
        <Icon name="dice" size={18} />
        {t("ludoMenu.selectGame.play")}
      </button>
    </Dialog>
  );
}
