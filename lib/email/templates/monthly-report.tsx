import { P } from "./parts";

export type MonthlyReportProps = {
  firstName: string;
  period: string;
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
