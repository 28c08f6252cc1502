// Client-safe.
export const SUPPORT_EMAIL = "support@ridgeline.test";
export const SUPPORT_ADDRESS = ["Ridgeline Outdoors LLC", "PO Box 240117", "Anchorage, AK 99524"];
export const BUSINESS_HOURS = "Monday to Sunday, 8:00 AM to 10:00 PM (Alaska Time)";
export const POLICY_DATE = "August 10, 2025";
