/** Join a friend's private table by its 6-digit code: you come in watching and pick a free seat at the table. */
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { PRIVATE_ROOM_CODE } from "@arena/contracts";
import { Field, controlA11y } from "../../../shell/Field";
import { Icon } from "../../../shell/Icon";
import { guardDigitKeys } from "../../../lib/numberInput";

interface JoinByCodeProps {
  initialCode: string;
  onJoin: (code: string) => Promise<boolean>;
  slow: boolean;
  idPrefix: string;
}

export function JoinByCode({ initialCode, onJoin, slow, idPrefix }: JoinByCodeProps) {
  const { t } = useTranslation();
  const id = `flash-${idPrefix}-code`;
  const [code, setCode] = useState(initialCode);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const digits = code.replace(/\s+/g, "");
    if (!PRIVATE_ROOM_CODE.test(digits)) return setError(t("flash.join.codeError"));
    setError(undefined);
    setBusy(true);
    await onJoin(digits);
    setBusy(false);
  };
  return (
    <form className="flash-join" noValidate onSubmit={(event) => void submit(event)}>
      <Field id={id} label={t("flash.join.code")} hint={t("flash.join.codeHint")} error={error}>
        <input
          type="text"
          inputMode="numeric"
          autoComplete="off"
          maxLength={12}
          className="field__control field__control--code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          onKeyDown={guardDigitKeys}
          {...controlA11y(id, error, true)}
        />
      </Field>
      {slow && busy && (
        <p className="note note--pending" role="status">
          <span className="spinner spinner--small" aria-hidden="true" />
          <span>{t("flash.lobby.slow")}</span>
        </p>
      )}
      <button type="submit" className="btn btn--primary btn--block" disabled={busy} aria-busy={busy}>
        {busy ? <span className="spinner spinner--small" aria-hidden="true" /> : <Icon name="code" size={18} />}
        {busy ? t("flash.lobby.joining") : t("flash.join.submit")}
      </button>
    </form>
  );
}
