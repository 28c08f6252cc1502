"use client";

import { Pencil } from "lucide-react";
import { useEffect, useState } from "react";
import { toast } from "@/components/ui/toast";
import { refreshCurrentUser } from "@/components/auth/use-current-user";
import { LabelledInput } from "@/components/forms/labelled-input";
import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { updateOwnProfile } from "@/lib/users/actions";
import { formatPhone } from "@/lib/users/phone";
import type { PublicUser } from "@/lib/users/public-user";
import { BIO_MAX, profileSchema } from "@/lib/users/schema";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";

function formValues(user: PublicUser) {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: formatPhone(user.phone),
    websiteUrl: user.websiteUrl ?? "",
    bio: user.bio ?? "",
    inBusinessSince: user.inBusinessSince === null ? "" : String(user.inBusinessSince),
  };
}

/**
 * Read-only until Edit Profile; Save Changes goes through the updateOwnProfile server action (PUT
 * /api/users/{id}'s twin), whose field errors ("this e-mail is in use") show beside their fields;
 * Cancel restores the values.
 */
export function ProfileForm({ user, className }: { user: PublicUser; className?: string }) {
  const [editing, setEditing] = useState(false);
  const isOutfitter = user.role === "outfitter";
  const { form, field, fieldError, pending, formProps } = useActionForm({
    schema: profileSchema,
    action: updateOwnProfile,
    defaultValues: formValues(user),
    // Only an outfitter has a website, a bio and years in business.
    toInput: (values) => (isOutfitter ? values : { ...values, websiteUrl: undefined, bio: undefined, inBusinessSince: undefined }),
    onSuccess: async (updated, f) => {
      toast.success("Profile Updated", { description: "Your changes have been saved." });
      f.reset(formValues(updated as PublicUser));
      setEditing(false);
      await refreshCurrentUser();
    },
    onError: (s) => toast.error("Update Failed", { description: s.message ?? "Failed to update profile" }),
  });

  useEffect(() => {
    if (editing) form.setFocus("firstName");
  }, [editing, form]);

  const cancel = () => {
    form.reset(formValues(user));
    setEditing(false);
  };

  // Read-only (not disabled) so the values stay legible, selectable and announced.
  const fieldProps = editing ? {} : { readOnly: true, inputClassName: "bg-muted/50 shadow-none" };
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle>Personal Information</CardTitle>
        <CardDescription>{editing ? "Update your details, then save." : "Choose Edit Profile to change your details."}</CardDescription>
      </CardHeader>
      <CardContent>
        <form {...formProps} className="grid gap-4">
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <LabelledInput
              label="First Name"
              autoComplete="given-name"
              {...fieldProps}
              {...field("firstName")}
              error={fieldError("firstName")}
            />
            <LabelledInput
              label="Last Name"
              autoComplete="family-name"
              {...fieldProps}
              {...field("lastName")}
              error={fieldError("lastName")}
            />
          </div>
          <LabelledInput label="Email" type="email" autoComplete="email" {...fieldProps} {...field("email")} error={fieldError("email")} />
          <LabelledInput
            label="Phone"
            type="tel"
            autoComplete="tel"
            placeholder="(555) 123-4567"
            {...fieldProps}
            {...field("phone")}
            error={fieldError("phone")}
            hint={user.phoneUnparsed ? "This number could not be read as a phone number; please enter it again." : undefined}
          />
          {isOutfitter ? (
            <LabelledInput
              label="Website URL"
              inputMode="url"
              autoComplete="url"
              placeholder="www.youroutfitter.com"
              hint={editing ? "https:// is added if missing." : undefined}
              {...fieldProps}
              {...field("websiteUrl")}
              error={fieldError("websiteUrl")}
            />
          ) : null}
          {isOutfitter ? (
            <>
              <LabelledInput
                label="In Business Since"
                inputMode="numeric"
                maxLength={4}
                placeholder="e.g. 1998"
                optional
                hint={editing ? "The year your business started: your profile shows the years in business." : undefined}
                className="sm:max-w-56"
                {...fieldProps}
                {...field("inBusinessSince")}
                error={fieldError("inBusinessSince")}
              />
              <BioField editing={editing} {...field("bio")} error={fieldError("bio")} />
            </>
          ) : null}
          <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
            {editing ? (
              <>
                <Button key="cancel" type="button" variant="outline" onClick={cancel} disabled={pending}>
                  Cancel
                </Button>
                <Button key="save" type="submit" disabled={pending}>
                  {pending ? "Saving..." : "Save Changes"}
                </Button>
              </>
            ) : (
              <Button key="edit" type="button" onClick={() => setEditing(true)}>
                <Pencil aria-hidden />
                Edit Profile
              </Button>
            )}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

/** The outfitter's bio: several lines, shown on the public profile. */
function BioField({ editing, error, ...props }: React.ComponentProps<typeof Textarea> & { editing: boolean; error?: string }) {
  const hintId = "profile-bio-hint";
  const errorId = error ? "profile-bio-error" : undefined;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor="profile-bio">
        Bio<span className="font-normal text-muted-foreground">(optional)</span>
      </Label>
      <Textarea
        id="profile-bio"
        rows={5}
        maxLength={BIO_MAX}
        placeholder="e.g. Family-run elk and mule deer camps in the Absarokas since 1998."
        readOnly={!editing}
        className={editing ? undefined : "bg-muted/50 shadow-none"}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(" ")}
        {...props}
      />
      <p id={hintId} className="text-xs text-muted-foreground">
        Shown on your public profile. Up to {BIO_MAX} characters.
      </p>
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
