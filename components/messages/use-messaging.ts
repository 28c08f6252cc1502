"use client";

import { callAction } from "@/lib/actions/call";
import { markConversationReadAction, sendMessageAction } from "@/lib/messages/actions";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { AdminContact, Contact, ConversationSummary, MessageDto, SendMessageInput, UserRole } from "@/lib/messages/schema";
import type { PublicUser } from "@/lib/users/public-user";
import { QUERY_KEYS } from "@/components/query/keys";

// Messages refresh every 30 s; message list stale after 1 min; contacts stale after
// 5 min, cached 10 min, retried 3 times; a conversation is stale after 30 s.
const REFRESH_MS = 30_000;

export function useConversations(enabled: boolean) {
  return useQuery({
    queryKey: QUERY_KEYS.messages.conversations,
    queryFn: () => api.get<ConversationSummary[]>("/api/messages/conversations"),
    staleTime: 60_000,
    refetchInterval: REFRESH_MS,
    enabled,
  });
}

/** The hunt a conversation is about, when it was opened from the hunt's page (`&hunt=`). */
export function useAboutHunt(huntId: number | null) {
  return useQuery({
    queryKey: QUERY_KEYS.messages.aboutHunt(huntId ?? 0),
    queryFn: () => api.get<{ id: number; title: string; outfitterId: number }>(`/api/hunts/${huntId}`),
    enabled: huntId !== null,
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** Whom the user may write to: contacts for hunters and outfitters, every user for the admin. */
export function useContacts(role: UserRole | undefined) {
  return useQuery({
    queryKey: role === "admin" ? QUERY_KEYS.users.all : QUERY_KEYS.users.contacts,
    queryFn: async (): Promise<Contact[]> => {
      if (role !== "admin") return api.get<Contact[]>("/api/users/contacts");
      const users = await api.get<PublicUser[]>("/api/users");
      return users
        .filter((u) => u.isActive)
        .map((u) => ({
          id: u.id,
          role: u.role,
          firstName: u.firstName,
          profileImage: u.profileImage,
          lastName: u.lastName,
          email: u.email,
        }));
    },
    staleTime: 5 * 60_000,
    gcTime: 10 * 60_000,
    retry: 3,
    enabled: Boolean(role),
  });
}

export function useConversation(partnerId: number | null) {
  return useQuery({
    queryKey: QUERY_KEYS.messages.conversation(partnerId ?? 0),
    queryFn: () => api.get<MessageDto[]>(`/api/messages/conversation/${partnerId}`),
    staleTime: 30_000,
    refetchInterval: REFRESH_MS,
    enabled: partnerId !== null,
  });
}

/** First name and role of one user, for a recipient who is in no list yet. */
export function useUserName(id: number | null, enabled: boolean) {
  return useQuery({
    queryKey: QUERY_KEYS.users.one(id ?? 0),
    queryFn: () => api.get<Pick<PublicUser, "id" | "firstName" | "role">>(`/api/users/${id}`),
    staleTime: 5 * 60_000,
    enabled: enabled && id !== null,
  });
}

export function fetchAdmins() {
  return api.get<AdminContact[]>("/api/users/admins");
}

export function useUnreadCount(enabled: boolean) {
  return useQuery({
    queryKey: QUERY_KEYS.messages.unreadCount,
    queryFn: () => api.get<{ count: number }>("/api/messages/unread-count"),
    staleTime: REFRESH_MS,
    refetchInterval: REFRESH_MS,
    enabled,
  });
}

export function useSendMessage() {
  const qc = useQueryClient();
  return useMutation({
    // Through sendMessageAction (POST /api/messages's twin).
    mutationFn: (input: SendMessageInput) => callAction(sendMessageAction, input),
    onSuccess: () => qc.invalidateQueries({ queryKey: QUERY_KEYS.messages.all }),
  });
}

/** Marks the partner's messages read, then refreshes the list and the unread counts. */
export function useMarkRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (partnerId: number) => callAction(markConversationReadAction, { partnerId }),
    onSuccess: (_data, partnerId) => {
      qc.setQueryData<MessageDto[]>(QUERY_KEYS.messages.conversation(partnerId), (old) =>
        old?.map((m) => (m.senderId === partnerId ? { ...m, isRead: true } : m)),
      );
      void qc.invalidateQueries({ queryKey: QUERY_KEYS.messages.conversations });
      void qc.invalidateQueries({ queryKey: QUERY_KEYS.messages.unreadCount });
    },
  });
}
