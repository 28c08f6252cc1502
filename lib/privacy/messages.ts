/** Client-safe texts of the privacy screens and doors. */
export const ADMIN_ACCOUNT_KEPT = "Admin accounts are closed by another admin, not deleted from the profile";
export const EXPORT_REQUESTED = "We are preparing your data. A download link will arrive by e-mail shortly; it works for 24 hours.";
