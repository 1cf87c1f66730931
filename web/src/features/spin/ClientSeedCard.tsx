/**
 * The player's seed pair (spin status): the hash of the server seed committed for the next spins, the client seed and
 * the next nonce; and the client seed form (POST jackpot/registerPublicKey, the contract's schema), which sets a new
 * client seed and reveals the server seed it retires, so every spin made under it can be checked on /fairness.
 */
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import toast from "react-hot-toast";
import { useSWRConfig } from "swr";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { messages, registerPublicKeySchema, type FieldErrors, type RegisterPublicKeyResult, type SpinStatusView } from "@arena/contracts";
import { request } from "../../lib/api";
import { Field, controlA11y } from "../../shell/Field";
import { Icon } from "../../shell/Icon";
import { SPIN_API, isSpinKey } from "./spinApi";

type KeyForm = z.input<typeof registerPublicKeySchema>;
type KeyValues = z.output<typeof registerPublicKeySchema>;

/** 16 random bytes as hex: a client seed nobody (the server included) could have guessed. */
function randomSeed(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

export function ClientSeedCard({ status }: { status: SpinStatusView }) {
  const { t } = useTranslation();
  const id = useId();
  const { mutate } = useSWRConfig();
  const [revealed, setRevealed] = useState<RegisterPublicKeyResult["revealed"] | null>(null);
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<KeyForm, unknown, KeyValues>({ resolver: zodResolver(registerPublicKeySchema), mode: "onSubmit", reValidateMode: "onChange", defaultValues: { publicKey: "" } });

  const save = async (values: KeyValues) => {
    const answer = await request<RegisterPublicKeyResult & { errors?: FieldErrors }>(SPIN_API.registerKey, { method: "POST", body: values });
    if (answer.responseCode === 200 && answer.result) {
      toast.success(answer.responseMessage || t("spin.seeds.saved"));
      setRevealed(answer.result.revealed);
      reset({ publicKey: "" });
      void mutate(isSpinKey);
      return;
    }
    const message = answer.result?.errors?.publicKey ?? answer.responseMessage ?? messages.somethingWentWrong;
    setError("publicKey", { type: "server", message });
  };

  const error = errors.publicKey?.message;
  const field = `${id}-key`;
  return (
    <section className="jp-card jp-seeds" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="jp-card__title">
        {t("spin.seeds.title")}
      </h2>
      <p className="jp-card__text">{t("spin.seeds.lead")}</p>
      <dl className="jp-proof__list">
        <div>
          <dt>{t("spin.seeds.hash")}</dt>
          <dd className="jp-mono">{status.serverSeedHash}</dd>
        </div>
        <div>
          <dt>{t("spin.proof.clientSeed")}</dt>
          <dd className="jp-mono">{status.clientSeed}</dd>
        </div>
        <div>
          <dt>{t("spin.seeds.nonce")}</dt>
          <dd className="jp-mono">{status.nonce}</dd>
        </div>
      </dl>
      <form noValidate className="jp-seeds__form" onSubmit={handleSubmit(save)}>
        <Field id={field} label={t("spin.seeds.new")} error={error} hint={t("spin.seeds.hint")}>
          <div className="jp-seeds__row">
            <input className="field__control jp-mono" autoComplete="off" spellCheck={false} maxLength={64} {...controlA11y(field, error, true)} {...register("publicKey")} />
            <button type="button" className="btn btn--ghost" onClick={() => setValue("publicKey", randomSeed(), { shouldValidate: true })}>
              <Icon name="refresh" size={16} />
              {t("spin.seeds.random")}
            </button>
          </div>
        </Field>
        <button type="submit" className="btn btn--outline" disabled={isSubmitting}>
          <Icon name="shield" size={16} />
          {isSubmitting ? t("spin.seeds.saving") : t("spin.seeds.save")}
        </button>
      </form>
      {revealed && (
        <div className="note note--success jp-seeds__revealed" role="status">
          <Icon name="shield" size={18} />
          <span>
            <strong>{t("spin.seeds.revealedTitle")}</strong> {t("spin.seeds.revealedText", { count: revealed.spins })}
            <span className="jp-mono jp-seeds__seed">{revealed.serverSeed}</span>
          </span>
        </div>
      )}
    </section>
  );
}
