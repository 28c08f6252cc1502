"use client";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/toast";
import { ActionRefusal, callAction } from "@/lib/actions/call";
import { saveMemberDetailsAction } from "@/lib/party/actions";
import { LICENCE_REQUIRED_MESSAGE, memberDetailsSchema } from "@/lib/party/schema";

type Details = { fullName: string; phone: string; emergencyContactName: string; emergencyContactPhone: string; licenceNumber: string };
const FIELDS: { name: keyof Details; label: string; type?: string; autoComplete?: string }[] = [
  { name: "fullName", label: "Full name", autoComplete: "name" },
  { name: "phone", label: "Phone number", type: "tel", autoComplete: "tel" },
  { name: "emergencyContactName", label: "Emergency contact name" },
  { name: "emergencyContactPhone", label: "Emergency contact phone", type: "tel" },
];

/** A party member's own details, saved before they pay (PUT /api/party/members/{id}'s twin). */
export function MemberDetailsForm({
  memberId,
  initial,
  asksLicenceNumber,
  onSaved,
}: {
  memberId: number;
  initial: Partial<Record<keyof Details, string | null | undefined>>;
  asksLicenceNumber: boolean;
  onSaved: () => void;
}) {
  const [values, setValues] = useState<Details>({
    fullName: initial.fullName ?? "",
    phone: initial.phone ?? "",
    emergencyContactName: initial.emergencyContactName ?? "",
    emergencyContactPhone: initial.emergencyContactPhone ?? "",
    licenceNumber: initial.licenceNumber ?? "",
  });
  const [errors, setErrors] = useState<Partial<Record<keyof Details, string>>>({});
  const [saving, setSaving] = useState(false);
  const fields = asksLicenceNumber ? [...FIELDS, { name: "licenceNumber" as const, label: "Hunter-education or licence number" }] : FIELDS;

  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = memberDetailsSchema.safeParse(values);
    const found: Partial<Record<keyof Details, string>> = {};
    if (!parsed.success) for (const i of parsed.error.issues) found[i.path[0] as keyof Details] ??= i.message;
    if (asksLicenceNumber && !values.licenceNumber.trim()) found.licenceNumber = LICENCE_REQUIRED_MESSAGE;
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      await callAction(saveMemberDetailsAction, { memberId, ...values }, "Your details could not be saved.");
      toast.success("Details saved");
      onSaved();
    } catch (err) {
      if (err instanceof ActionRefusal && err.fieldErrors)
        setErrors(Object.fromEntries(Object.entries(err.fieldErrors).map(([k, v]) => [k, v[0]])));
      toast.error(err instanceof Error ? err.message : "Your details could not be saved.");
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(e) => void save(e)} className="grid gap-4 sm:grid-cols-2" noValidate>
      {fields.map((f) => (
        <div key={f.name} className="space-y-1.5">
          <Label htmlFor={`member-${f.name}`}>{f.label}</Label>
          <Input
            id={`member-${f.name}`}
            type={f.type ?? "text"}
            autoComplete={f.autoComplete}
            value={values[f.name]}
            aria-invalid={errors[f.name] ? true : undefined}
            aria-describedby={errors[f.name] ? `member-${f.name}-error` : undefined}
            onChange={(e) => setValues({ ...values, [f.name]: e.target.value })}
          />
          {errors[f.name] && (
            <p id={`member-${f.name}-error`} className="text-sm text-destructive">
              {errors[f.name]}
            </p>
          )}
        </div>
      ))}
      <div className="sm:col-span-2">
        <Button type="submit" disabled={saving}>
          Save my details
        </Button>
      </div>
    </form>
  );
}
