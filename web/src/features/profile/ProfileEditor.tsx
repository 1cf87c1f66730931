import { useState } from "react";
import { useForm, useWatch, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import toast from "react-hot-toast";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { editProfileSchema, type Profile } from "@arena/contracts";
import { API, request } from "../../lib/api";
import { TextField } from "../../shell/Field";
import { PhoneField } from "../auth/PhoneField";
import { showServerErrors } from "../auth/serverErrors";
import { UsernameHint } from "../auth/UsernameHint";
import { useTakenUsernames, useUsernameCheck, withTakenUsername } from "../auth/useUsernameCheck";
import { useRefreshProfile } from "../../platform/account";
import { AvatarPicker } from "./AvatarPicker";

type EditInput = z.input<typeof editProfileSchema>;
type EditValues = z.output<typeof editProfileSchema>;
const FIELDS = ["fullName", "userName", "countryCode", "mobileNumber", "profilePic"] as const;

const schemaResolver = zodResolver(editProfileSchema);
/** A player without a phone number may leave it empty: then neither the number nor its code is sent. */
const resolver: Resolver<EditInput, unknown, EditValues> = (values, context, options) =>
  schemaResolver(values.mobileNumber?.trim() ? values : { ...values, mobileNumber: undefined, countryCode: undefined }, context, options);

interface ProfileEditorProps {
  profile: Profile;
  submitLabel: string;
  onSaved?: () => void;
  /** First-time completion may confirm the profile as it is. */
  allowUnchanged?: boolean;
}

/** Edits full name, username, phone and avatar (PUT user/editProfile). */
export function ProfileEditor({ profile, submitLabel, onSaved, allowUnchanged = false }: ProfileEditorProps) {
  const { t } = useTranslation();
  const refreshProfile = useRefreshProfile();
  const [picture, setPicture] = useState<string | null | undefined>(undefined);
  const takenNames = useTakenUsernames();
  const {
    register,
    handleSubmit,
    control,
    setError,
    clearErrors,
    setValue,
    reset,
    getValues,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<EditInput, unknown, EditValues>({
    resolver: withTakenUsername(resolver, takenNames),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: {
      fullName: profile.fullName ?? "",
      userName: profile.userName ?? "",
      countryCode: profile.countryCode || "+91",
      mobileNumber: profile.mobileNumber ?? "",
    },
  });
  const [userName, fullName, countryCode] = useWatch({ control, name: ["userName", "fullName", "countryCode"] });
  const ownName = (userName ?? "").trim().toLowerCase() === profile.userName.toLowerCase();
  const usernameStatus = useUsernameCheck(userName, {
    skip: ownName,
    taken: takenNames,
    onTaken: (message) => setError("userName", { type: "server", message }),
    onAvailable: () => clearErrors("userName"),
  });

  const save = async (values: EditValues) => {
    const body = picture === undefined ? values : { ...values, profilePic: picture };
    const answer = await request(API.editProfile, { method: "PUT", body });
    if (answer.responseCode !== 200) {
      showServerErrors(answer, setError, FIELDS);
      if ((answer.result as { errors?: Record<string, string> } | null)?.errors?.profilePic) setPicture(undefined);
      return;
    }
    toast.success(answer.responseMessage);
    setPicture(undefined);
    reset(getValues());
    await refreshProfile();
    onSaved?.();
  };

  const showHint = !errors.userName && (usernameStatus === "checking" || usernameStatus === "available");
  return (
    <form className="profile-editor" noValidate onSubmit={handleSubmit(save)}>
      <AvatarPicker name={fullName || profile.fullName} current={profile.profilePic} value={picture} onChange={setPicture} />
      {errors.profilePic && (
        <p className="field__error" role="alert">
          {errors.profilePic.message}
        </p>
      )}
      <div className="profile-editor__grid">
        <TextField
          id="profile-fullName"
          label={t("auth.fullName")}
          autoComplete="name"
          error={errors.fullName?.message}
          registration={register("fullName")}
        />
        <TextField
          id="profile-userName"
          label={t("auth.userName")}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          error={errors.userName?.message}
          hint={showHint ? <UsernameHint status={usernameStatus} /> : undefined}
          registration={register("userName")}
        />
      </div>
      <PhoneField
        idPrefix="profile"
        countryCode={countryCode}
        onCountryCode={(dial) => setValue("countryCode", dial, { shouldDirty: true, shouldValidate: true })}
        registration={register("mobileNumber")}
        error={errors.mobileNumber?.message ?? errors.countryCode?.message}
      />
      <div className="profile-editor__actions">
        <button
          type="submit"
          className="btn btn--primary btn--large"
          disabled={isSubmitting || (!allowUnchanged && !isDirty && picture === undefined)}
        >
          {isSubmitting ? t("auth.saving") : submitLabel}
        </button>
      </div>
    </form>
  );
}
