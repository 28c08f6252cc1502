import { answerByLine } from "@/lib/bookings/answer-text";
import { formatDay } from "@/lib/format/dates";
import type { TagTodo } from "@/lib/tags/outfitter-pending";

const hunters = (n: number) => (n === 1 ? "1 hunter's" : `${n} hunters'`);
const results = (n: number) => (n === 1 ? "1 result" : `${n} results`);

// Client-safe: what the Tag draws card tells the outfitter to do about one booking.
export function tagTodoText(t: TagTodo): string {
  if (t.kind === "answer")
    return `Booking request: accept or decline it in Pending Bookings${t.answerBy ? `. ${answerByLine(t.answerBy)}` : ""}`;
  if (t.kind === "apply") return `Apply for ${hunters(t.hunters)} tags on their behalf by ${formatDay(t.closesOn)}`;
  if (t.kind === "review") return `Confirm or dispute ${results(t.hunters)} reported below`;
  return `Record ${results(t.hunters)} the hunter has not reported`;
}
