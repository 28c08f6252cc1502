import { P } from "./parts";

export type MonthlyReportProps = {
  firstName: string;
  /** "March 2027". */
  period: string;
  /** The same words as the in-app notification (due, or overdue). */
  message: string;
  reportUrl: string;
};

export const body = (p: MonthlyReportProps) => (
  <>
    <P>{`Hi ${p.firstName},`}</P>
    <P>{p.message}</P>
  </>
);
export const action = (p: MonthlyReportProps) => ({ label: "Submit your report", url: p.reportUrl });
