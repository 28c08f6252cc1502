import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { PublicUser } from "@/lib/users/public-user";
import { DeleteAccountDialog } from "./delete-account-dialog";
import { DownloadDataButton } from "./download-data-button";

/** The privacy policy's promises on the profile: a copy of one's data, and deleting the account. */
export function PrivacyCard({ user, className }: { user: PublicUser; className?: string }) {
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle>Your Data</CardTitle>
        <CardDescription>
          Get a copy of everything Ridgeline holds about you (account, bookings, messages, reviews, favourites and payments) as a JSON file,
          sent by e-mail as a link valid 24 hours.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-3">
        <DownloadDataButton />
        {user.role === "admin" ? (
          <p className="text-sm text-muted-foreground">Admin accounts are closed by another admin.</p>
        ) : (
          <DeleteAccountDialog role={user.role} />
        )}
      </CardContent>
    </Card>
  );
}
