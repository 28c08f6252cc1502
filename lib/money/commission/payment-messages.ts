/** What the commission payment endpoints answer when they refuse (shown in the payment toasts). */
export const PAYMENT_MESSAGES = {
  noneOwed: "No Commission Owed - You currently have no outstanding commission balance.",
  tooMuch: "The amount cannot be more than the commission owed",
  invalidAmount: "Enter an amount greater than $0.00",
  notOwn: "You can only pay your own commission",
  createFailed: "Failed to create PayPal payment",
  notFound: "Payment not found",
  pending: "PayPal has not completed this payment yet. It will be recorded automatically as soon as PayPal completes it.",
  failed: "PayPal payment failed. Please try again.",
  providerChanged: "This payment was started in another payment mode and cannot be completed. Please start a new payment.",
  balanceChanged: "Your commission balance changed after this payment was started, so it was not charged. Please start a new payment.",
  anotherInProgress: "Another commission payment is being completed. Please try again in a few minutes.",
} as const;
