import { P } from "./parts";

export type ClaimAnsweredProps = {
  hunterName: string;
  title: string;
  message: string;
  bookingsUrl: string;
};

export const heading = (p: ClaimAnsweredProps) => `Hi ${p.hunterName}, ${p.title.toLowerCase()}`;
export const body = (p: ClaimAnsweredProps) => <P>{p.message}</P>;
export const action = (p: ClaimAnsweredProps) => ({ label: "View my bookings", url: p.bookingsUrl });
