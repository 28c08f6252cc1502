// In the order the page shows them.
export const HELP_CATEGORIES = [
  { id: "getting-started", title: "Getting Started", description: "Create your account and find your first hunt." },
  { id: "booking-hunts", title: "Booking Hunts", description: "Booking, approval and cancellations." },
  { id: "payments-billing", title: "Payments & Billing", description: "How payment works and what it costs." },
  { id: "communication", title: "Communication", description: "Messages, support and reviews." },
  { id: "account-security", title: "Account & Security", description: "Passwords, profile and privacy." },
  { id: "for-outfitters", title: "For Outfitters", description: "Approval, reports and commission." },
] as const;

export type HelpCategoryId = (typeof HELP_CATEGORIES)[number]["id"];
