"use client";

import { useQuery } from "@tanstack/react-query";
import { ExternalLink } from "lucide-react";
import { QUERY_KEYS } from "@/components/query/keys";
import { api } from "@/lib/api-client";
import type { QueuedCredential } from "@/lib/credentials/verification";
import { describeCredential } from "@/components/credentials/credentials-card";
import { formatDate, formatDay } from "@/lib/format/dates";
import { yearsInBusinessLine } from "@/lib/outfitters/years";
import type { AdminUser } from "@/lib/users/management";
import { formatPhone } from "@/lib/users/phone";

/** The credential queue (GET /api/admin/credentials), shared with its panel: the approval cards read who submitted what. */
export const useCredentialQueue = () =>
  useQuery({ queryKey: QUERY_KEYS.admin.credentials, queryFn: () => api.get<QueuedCredential[]>("/api/admin/credentials") });

/**
 * What an outfitter submitted, on its approval card (issue 53 item 18): the business and contact
 * details from sign-up, the profile's years in business and bio, and the credentials it sent for
 * verification, so the admin can decide from the card.
 */
export function ApplicationDetails({ user: u, credentials }: { user: AdminUser; credentials: QueuedCredential[] | undefined }) {
  const years = yearsInBusinessLine(u.inBusinessSince);
  const submitted = (credentials ?? []).filter((c) => c.outfitterId === u.id);
  return (
    <dl className="mt-2 grid gap-x-4 gap-y-1.5 text-sm sm:grid-cols-[max-content_minmax(0,1fr)]" data-testid="application-details">
      <dt className="text-muted-foreground">Email</dt>
      <dd className="min-w-0 truncate">{u.email}</dd>
      <dt className="text-muted-foreground">Phone</dt>
      <dd>{u.phone ? formatPhone(u.phone) : "Not given"}</dd>
      <dt className="text-muted-foreground">Website</dt>
      <dd className="min-w-0">
        {u.websiteUrl ? (
          <a
            href={u.websiteUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex max-w-full items-center gap-1 text-primary underline-offset-4 hover:underline"
          >
            <span className="truncate">{u.websiteUrl.replace(/^https?:\/\//, "")}</span>{" "}
            <ExternalLink aria-hidden className="size-3 shrink-0" />
          </a>
        ) : (
          "Not given"
        )}
      </dd>
      <dt className="text-muted-foreground">In business</dt>
      <dd>{years ?? "Not given"}</dd>
      <dt className="text-muted-foreground">Credentials</dt>
      <dd>
        {credentials === undefined ? (
          "…"
        ) : submitted.length === 0 ? (
          "None submitted"
        ) : (
          <ul className="grid gap-0.5">
            {submitted.map((c) => (
              <li key={c.id}>
                <span>{describeCredential(c)}</span>
                <span className="text-muted-foreground">{` · awaiting verification${c.expiresOn ? `, expires ${formatDay(c.expiresOn)}` : ""}`}</span>
              </li>
            ))}
          </ul>
        )}
      </dd>
      <dt className="text-muted-foreground">Bio</dt>
      <dd className="whitespace-pre-line">{u.bio ?? "Not written yet"}</dd>
      <dt className="text-muted-foreground">Applied</dt>
      <dd>{formatDate(u.createdAt)}</dd>
    </dl>
  );
}
