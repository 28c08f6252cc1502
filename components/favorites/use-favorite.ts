"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/toast";
import { useApiQuery } from "@/components/hunter/api-query";
import { callAction } from "@/lib/actions/call";
import { errorMessage } from "@/lib/api-client";
import { setFavoriteAction } from "@/lib/favorites/actions";
import type { FavoriteCheck } from "@/lib/favorites/types";
import { QUERY_KEYS } from "@/components/query/keys";

/**
 * A hunter's favourite state for one outfitter and the toggle. The check
 * runs only when `enabled` (a signed-in hunter). Success refreshes favorites, favorites/hunts and
 * every check.
 */
export function useFavorite(outfitterId: number, outfitterFirstName: string, enabled = true) {
  const qc = useQueryClient();
  const check = useApiQuery<FavoriteCheck>(QUERY_KEYS.hunter.favoriteCheck(outfitterId), { enabled });
  const toggle = useMutation({
    // Through setFavoriteAction (POST/DELETE /api/favorites/{outfitterId}'s twin).
    mutationFn: (add: boolean) => callAction(setFavoriteAction, { outfitterId, favorite: add }),
    onSuccess: (result, add) => {
      qc.setQueryData(QUERY_KEYS.hunter.favoriteCheck(outfitterId), result);
      void qc.invalidateQueries({ queryKey: QUERY_KEYS.hunter.favorites });
      toast.success(add ? "Added to Favorites" : "Removed from Favorites", {
        description: add ? `${outfitterFirstName} is now in your favorites.` : `${outfitterFirstName} was removed from your favorites.`,
      });
    },
    onError: (err) => toast.error("Error", { description: errorMessage(err, "Failed to update favorites") }),
  });
  const isFavorited = check.data?.isFavorited ?? false;
  return {
    isFavorited,
    isLoading: check.isLoading,
    isPending: toggle.isPending,
    toggle: () => toggle.mutate(!isFavorited),
  };
}
