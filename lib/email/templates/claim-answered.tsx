import { P } from "./parts";

export type ClaimAnsweredProps = {
  hunterName: string;
  /** "Booking Claim Accepted" / "Booking Claim Denied", as the in-app notification says it. */
  title: string;
  message: string;
  bookingsUrl: string;
};

export const heading = (p: ClaimAnsweredProps) => `Hi ${p.hunterName}, ${p.title.toLowerCase()}`;
export const body = (p: ClaimAnsweredProps) => <P>{p.message}</P>;
export const action = (p: ClaimAnsweredProps) => ({ label: "View my bookings", url: p.bookingsUrl });
