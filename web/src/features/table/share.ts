import toast from "react-hot-toast";
import { messages } from "@arena/contracts";

/** Copies to the clipboard with the spec's toast ('code coppied!'). */
export async function copyWithToast(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(messages.codeCopied);
  } catch {
    toast.error(messages.somethingWentWrong);
  }
}

/** 'Invite Friends': the system share sheet where there is one, else the text is copied. */
export async function shareInvite(text: string): Promise<void> {
  if (typeof navigator.share === "function") {
    try {
      await navigator.share({ text });
      return;
    } catch (error) {
      // The player closed the share sheet: nothing to do.
      if ((error as { name?: string }).name === "AbortError") return;
    }
  }
  await copyWithToast(text);
}
