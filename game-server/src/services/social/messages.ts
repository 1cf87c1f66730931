/** Texts of social login (the spec leaves them open; the web app shows them as toasts). */
export const SOCIAL_MESSAGES = {
  notAvailable: "Social login is not available.",
  cancelled: "Social login was cancelled.",
  expired: "Social login expired, please try again.",
  failed: "Social login failed, please try again.",
  noEmail: "Your social account has no verified email address.",
  blocked: "Your account has been blocked.",
} as const;
