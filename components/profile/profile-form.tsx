"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { Pencil } from "lucide-react";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { refreshCurrentUser } from "@/components/auth/use-current-user";
import { LabelledInput } from "@/components/forms/labelled-input";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { api, errorMessage } from "@/lib/api-client";
import { formatPhone } from "@/lib/users/phone";
import type { PublicUser } from "@/lib/users/public-user";
import { profileSchema, type ProfileUpdate } from "@/lib/users/schema";

function formValues(user: PublicUser) {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: formatPhone(user.phone),
    websiteUrl: user.websiteUrl ?? "",
  };
}

/** Read-only until Edit Profile; Save Changes sends PUT /api/users/{id}; Cancel restores the values. */
export function ProfileForm({ user, className }: { user: PublicUser; className?: string }) {
  const [editing, setEditing] = useState(false);
  const isOutfitter = user.role === "outfitter";
  const form = useForm({ resolver: zodResolver(profileSchema), defaultValues: formValues(user) });
  const { errors } = form.formState;

  const save = useMutation({
    mutationFn: (values: ProfileUpdate) =>
      api.put<PublicUser>(`/api/users/${user.id}`, isOutfitter ? values : { ...values, websiteUrl: undefined }),
    onSuccess: async (updated) => {
      toast.success("Profile Updated", { description: "Your changes have been saved." });
      form.reset(formValues(updated));
      setEditing(false);
      await refreshCurrentUser();
    },
    onError: (err) => {
      toast.error("Update Failed", { description: errorMessage(err, "Failed to update profile") });
    },
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
        <form onSubmit={form.handleSubmit((values) => save.mutate(values))} noValidate className="grid gap-4">
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <LabelledInput label="First Name" autoComplete="given-name" {...fieldProps} {...form.register("firstName")} error={errors.firstName?.message} />
            <LabelledInput label="Last Name" autoComplete="family-name" {...fieldProps} {...form.register("lastName")} error={errors.lastName?.message} />
          </div>
          <LabelledInput label="Email" type="email" autoComplete="email" {...fieldProps} {...form.register("email")} error={errors.email?.message} />
          <LabelledInput
            label="Phone"
            type="tel"
            autoComplete="tel"
            placeholder="(555) 123-4567"
            {...fieldProps}
            {...form.register("phone")}
            error={errors.phone?.message}
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
              {...form.register("websiteUrl")}
              error={errors.websiteUrl?.message}
            />
          ) : null}
          <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
            {editing ? (
              <>
                <Button key="cancel" type="button" variant="outline" onClick={cancel} disabled={save.isPending}>
                  Cancel
                </Button>
                <Button key="save" type="submit" disabled={save.isPending}>
                  {save.isPending ? "Saving..." : "Save Changes"}
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
