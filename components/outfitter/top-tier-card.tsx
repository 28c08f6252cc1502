"use client";

import { callAction } from "@/lib/actions/call";
import { setCoverPhotoAction } from "@/lib/outfitters/cover-photo-actions";
import { useRef, useState } from "react";
import Link from "next/link";
import { Award, Camera, Check } from "lucide-react";
import { toast } from "@/components/ui/toast";
import { useRefreshCurrentUser } from "@/components/auth/use-current-user";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { IMAGE_ACCEPT } from "@/lib/storage/limits";
import type { PublicUser } from "@/lib/users/public-user";
import { MediaFrame } from "./media-frame";
import { uploadFile } from "./upload-file";

const BENEFITS = ["Featured on homepage", "Custom cover photo", "Priority in search results", "Enhanced profile visibility"];

/** Top-Tier Profile: the four benefits; cover-photo upload for top-tier outfitters only (spec 001 §2, §5). */
export function TopTierCard({ user }: { user: PublicUser }) {
  const input = useRef<HTMLInputElement>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const refreshUser = useRefreshCurrentUser();

  async function pick(file: File | undefined) {
    if (input.current) input.current.value = "";
    if (!file) return;
    setPercent(0);
    try {
      const { url } = await uploadFile(file, "image", user.id, setPercent);
      await callAction(setCoverPhotoAction, { coverPhoto: url });
      await refreshUser();
      toast.success("Cover Photo Updated", { description: "Your cover photo is saved permanently and visible to hunters." });
    } catch {
      toast.error("Failed to upload cover photo.");
    } finally {
      setPercent(null);
    }
  }

  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <Award aria-hidden className="size-5 text-blaze" /> Top-Tier Profile
          {user.isTopTier && <Badge variant="accent">Top-Tier</Badge>}
        </CardTitle>
        <CardDescription>
          {user.isTopTier ? "Your profile is top-tier." : "Top-tier status is granted by the Ridgeline team."}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <ul className="grid gap-1.5 text-sm">
          {BENEFITS.map((b) => (
            <li key={b} className="flex items-center gap-2">
              <Check aria-hidden className="size-4 text-primary" /> {b}
            </li>
          ))}
        </ul>
        {user.isTopTier ? (
          <div className="flex flex-col gap-3">
            <div className="overflow-hidden rounded-lg border">
              {user.coverPhoto ? (
                <MediaFrame
                  kind="image"
                  src={user.coverPhoto}
                  alt="Your cover photo"
                  className="aspect-[16/7]"
                  // The dashboard's one-third side column from lg (max-w-7xl); full width below.
                  sizes="(min-width: 1024px) 400px, 100vw"
                />
              ) : (
                <div className="flex aspect-[16/7] items-center justify-center bg-gradient-to-br from-primary/20 to-sand text-sm text-muted-foreground">
                  No cover photo yet
                </div>
              )}
            </div>
            {percent !== null && <Progress value={percent} aria-label="Uploading cover photo" />}
            <Button variant="outline" onClick={() => input.current?.click()} disabled={percent !== null}>
              <Camera aria-hidden /> {user.coverPhoto ? "Change Cover Photo" : "Upload Cover Photo"}
            </Button>
            <input
              ref={input}
              type="file"
              accept={IMAGE_ACCEPT}
              hidden
              aria-label="Upload cover photo"
              onChange={(e) => pick(e.target.files?.[0])}
            />
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">
            Want these benefits?{" "}
            <Link href="/messages" className="font-medium text-primary hover:underline">
              Message an admin
            </Link>{" "}
            to ask about top-tier status.
          </p>
        )}
      </CardContent>
    </Card>
  );
}
