import { BUDGET_LABELS, HUNT_TYPE_LABELS, TIMEFRAME_LABELS, type IntakeData } from "./schema";

export function intakeMessage(a: Pick<IntakeData, "huntType" | "timeframe" | "budget" | "additionalInfo">): string {
  const lines = [
    "Trip questionnaire",
    `Hunt type: ${HUNT_TYPE_LABELS[a.huntType]}`,
    `Timeframe: ${TIMEFRAME_LABELS[a.timeframe]}`,
    `Budget: ${BUDGET_LABELS[a.budget]}`,
  ];
  if (a.additionalInfo) lines.push(`Additional info: ${a.additionalInfo}`);
  return lines.join("\n");
}
