import { useAtom } from "jotai";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import toast from "react-hot-toast";
import { useTranslation } from "react-i18next";
import {
  CONTACT_GAMES,
  CONTACT_GAME_TYPES,
  contactUsSchema,
  messages,
  type ContactUs,
  type ContactUsInput,
  type FieldErrors,
} from "@arena/contracts";
import { API, request } from "../../lib/api";
import { useProfile } from "../../platform/account";
import { Dialog } from "../../shell/Dialog";
import { contactOpenAtom } from "../../shell/panels";
import "./contact.css";

const MESSAGE_MAX = 600;
const FIELDS = ["gameType", "email", "message"] as const;

export function ContactModal() {
  const { t } = useTranslation();
  const [open, setOpen] = useAtom(contactOpenAtom);
  return (
    <Dialog open={open} onClose={() => setOpen(false)} title={t("contact.title")}>
      <ContactForm onSent={() => setOpen(false)} />
    </Dialog>
  );
}

/** Contact Us (spec 5): the shared schema validates; its messages are the spec's and stay in English. */
function ContactForm({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation();
  const { data: profile } = useProfile();
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactUsInput, unknown, ContactUs>({
    resolver: zodResolver(contactUsSchema),
    mode: "onTouched",
    defaultValues: { gameType: "", email: profile?.email ?? "", message: "" },
  });
  const message = useWatch({ control, name: "message" }) ?? "";

  const send = async (values: ContactUs) => {
    const answer = await request<{ errors?: FieldErrors }>(API.contactUs, { method: "POST", body: values });
    if (answer.responseCode === 200) {
      toast.success(answer.responseMessage);
      onSent();
      return;
    }
    const fieldErrors = answer.result?.errors ?? {};
    for (const field of FIELDS) {
      const text = fieldErrors[field];
      if (text) setError(field, { type: "server", message: text });
    }
    toast.error(answer.responseMessage || messages.somethingWentWrong);
  };

  const describedBy = (field: (typeof FIELDS)[number], extra?: string) =>
    [errors[field] ? `contact-${field}-error` : "", extra ?? ""].filter(Boolean).join(" ") || undefined;

  return (
    <form className="contact-form" noValidate onSubmit={handleSubmit(send)}>
      <p className="contact-form__intro">{t("contact.intro")}</p>

      <div className="field">
        <label className="field__label" htmlFor="contact-gameType">
          {t("contact.game")}
        </label>
        <select
          id="contact-gameType"
          className="field__control"
          aria-invalid={Boolean(errors.gameType)}
          aria-describedby={describedBy("gameType")}
          {...register("gameType")}
        >
          <option value="">{t("contact.selectGame")}</option>
          {CONTACT_GAMES.map((name, index) => (
            <option key={name} value={CONTACT_GAME_TYPES[index]}>
              {name}
            </option>
          ))}
        </select>
        <FieldError id="contact-gameType-error" message={errors.gameType?.message} />
      </div>

      <div className="field">
        <label className="field__label" htmlFor="contact-email">
          {t("contact.email")}
        </label>
        <input
          id="contact-email"
          type="email"
          autoComplete="email"
          inputMode="email"
          className="field__control"
          placeholder={t("contact.emailPlaceholder")}
          aria-invalid={Boolean(errors.email)}
          aria-describedby={describedBy("email")}
          {...register("email")}
        />
        <FieldError id="contact-email-error" message={errors.email?.message} />
      </div>

      <div className="field">
        <div className="field__label-row">
          <label className="field__label" htmlFor="contact-message">
            {t("contact.message")}
          </label>
          <span
            id="contact-message-counter"
            className={`field__counter ${message.length > MESSAGE_MAX ? "field__counter--over" : ""}`}
          >
            {message.length}/{MESSAGE_MAX}
          </span>
        </div>
        <textarea
          id="contact-message"
          rows={5}
          className="field__control field__control--textarea"
          placeholder={t("contact.messagePlaceholder")}
          aria-invalid={Boolean(errors.message)}
          aria-describedby={describedBy("message", "contact-message-counter")}
          {...register("message")}
        />
        <FieldError id="contact-message-error" message={errors.message?.message} />
      </div>

      <div className="dialog__actions">
        <button type="submit" className="btn btn--primary" disabled={isSubmitting}>
          {isSubmitting ? t("contact.sending") : t("contact.send")}
        </button>
      </div>
    </form>
  );
}

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="field__error" role="alert">
      {message}
    </p>
  );
}
