/**
 * A stake on one question (POST h2h/bets), checked by the contract's h2hStakeSchema before it is sent; a refusal (closed,
 * not enough coins) is shown in the server's words. Visitors are asked to log in.
 */
import { useForm } from "react-hook-form";
import toast from "react-hot-toast";
import { useAtomValue, useSetAtom } from "jotai";
import { useSWRConfig } from "swr";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { h2hStakeSchema, messages, type H2hQuestionView } from "@arena/contracts";
import { isWalletKey, request } from "../../lib/api";
import { formResolver } from "../../lib/forms";
import { isLoggedInAtom } from "../../platform/session";
import { controlA11y, Field, FieldError } from "../../shell/Field";
import { Icon } from "../../shell/Icon";
import { authPanelOpenAtom } from "../../shell/panels";
import { H2H_API, isH2hKey } from "./h2hApi";

interface StakeValues {
  questionId: string;
  option: string;
  amount: string;
}
type StakeInput = z.output<typeof h2hStakeSchema>;
const resolver = formResolver<StakeValues, typeof h2hStakeSchema>(h2hStakeSchema, (v) => ({
  questionId: v.questionId,
  option: v.option === "" ? undefined : Number(v.option),
  amount: v.amount === "" ? undefined : Number(v.amount),
}));

export function StakeForm({ question }: { question: H2hQuestionView }) {
  const { t } = useTranslation();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const openAuth = useSetAtom(authPanelOpenAtom);
  const { mutate } = useSWRConfig();
  const { register, handleSubmit, formState, setError, reset } = useForm<StakeValues, unknown, StakeInput>({
    resolver,
    defaultValues: { questionId: question._id, option: "", amount: "" },
  });
  const id = (what: string) => `h2h-${what}-${question._id}`;

  const place = async (values: StakeInput) => {
    const answer = await request(H2H_API.stake, { method: "POST", body: values });
    if (answer.responseCode !== 200) {
      setError("root", { message: answer.responseMessage || messages.somethingWentWrong });
      return;
    }
    toast.success(answer.responseMessage || t("h2h.stake.done"));
    reset({ questionId: question._id, option: "", amount: "" });
    void mutate(isH2hKey);
    void mutate(isWalletKey);
  };

  if (!loggedIn) {
    return (
      <button type="button" className="btn btn--primary" onClick={() => openAuth(true)}>
        <Icon name="user" size={18} />
        {t("h2h.stake.login")}
      </button>
    );
  }
  const { errors } = formState;
  return (
    <form noValidate className="h2h-stake" onSubmit={handleSubmit(place)} aria-label={t("h2h.stake.title")}>
      <fieldset className="h2h-stake__options" aria-describedby={errors.option ? id("option-error") : undefined}>
        <legend className="field__label">{t("h2h.stake.option")}</legend>
        {question.options.map((o) => (
          <label key={o.index} className="h2h-chip">
            <input type="radio" value={String(o.index)} {...register("option")} />
            <span>{o.label}</span>
          </label>
        ))}
      </fieldset>
      <FieldError id={id("option-error")} message={errors.option?.message} />
      <Field id={id("amount")} label={t("h2h.stake.amount")} error={errors.amount?.message}>
        <input type="number" inputMode="decimal" min="0.1" max="10000" step="0.01" className="field__control" {...controlA11y(id("amount"), errors.amount?.message)} {...register("amount")} />
      </Field>
      {errors.root?.message && (
        <p className="note note--danger" role="alert">
          <Icon name="alert" size={18} />
          <span>{errors.root.message}</span>
        </p>
      )}
      <button type="submit" className="btn btn--primary" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t("h2h.stake.placing") : t("h2h.stake.submit")}
      </button>
    </form>
  );
}
