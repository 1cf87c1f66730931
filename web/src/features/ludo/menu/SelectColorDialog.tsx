import { useState } from "react";
import toast from "react-hot-toast";
import { useTranslation } from "react-i18next";
import { messages, PAWN_COLOURS, type PawnColour } from "@arena/contracts";
import { Dialog } from "../../../shell/Dialog";
import { PawnPicker } from "./pickers";
import "./menu.css";
import "./SelectColorDialog.css";

interface SelectColorDialogProps {
  /** Free colours; null while the server is asked; undefined when they cannot be known before joining. */
  free: PawnColour[] | null | undefined;
  busy: boolean;
  onJoin: (color: PawnColour) => void;
  onClose: () => void;
}

/** 'Select Color': the pawn before joining a table of 3 or 4; Join needs a colour ('Select your token first!'). */
export function SelectColorDialog({ free, busy, onJoin, onClose }: SelectColorDialogProps) {
  const { t } = useTranslation();
  const [color, setColor] = useState<PawnColour | null>(null);
  const available = free ?? PAWN_COLOURS;
  // A colour taken meanwhile is no choice any more.
  const chosen = color && available.includes(color) ? color : null;

  const join = () => {
    if (!chosen) {
      toast.error(messages.selectTokenFirst);
      return;
    }
    onJoin(chosen);
  };

  return (
    <Dialog open onClose={onClose} title={t("ludoMenu.selectColor.title")} size="small">
      {free === null ? (
        <div className="ludo-loading" role="status">
          <span className="spinner" aria-hidden="true" />
          {t("ludoMenu.selectColor.loading")}
        </div>
      ) : (
        <>
          <PawnPicker legend={t("ludoMenu.selectColor.legend")} value={chosen} onChange={setColor} available={available} />
          {free && free.length === 0 && <p className="note note--pending">{t("ludoMenu.selectColor.noneFree")}</p>}
          {free === undefined && <p className="field__hint ludo-hint">{t("ludoMenu.selectColor.unknownFree")}</p>}
          <button type="button" className="btn btn--primary btn--large btn--block" disabled={busy || (free?.length ?? 1) === 0} aria-busy={busy} onClick={join}>
            {busy && <span className="spinner spinner--small" aria-hidden="true" />}
            {t("ludoMenu.selectColor.join")}
          </button>
        </>
      )}
    </Dialog>
  );
}
