/**
 * Every TanStack Query key of the app, grouped by area: one home, so a write invalidates exactly
 * what it changes. Invalidation matches by prefix (["/api/favorites"] refreshes every favourites
 * query, ["admin", "users"] every users list), so a key's segments never change lightly. The
 * hunter keys start with their API path: useApiQuery (components/hunter/api-query.ts) GETs them.
 */
export const QUERY_KEYS = {
  hunter: {
    favorites: ["/api/favorites"] as const,
    favoriteHunts: ["/api/favorites", "hunts"] as const,
    favoriteCheck: (outfitterId: number) => ["/api/favorites", "check", outfitterId] as const,
    bookings: ["/api/hunter/bookings"] as const,
    /** The parties the hunter joined as a member (My Bookings' party shares). */
    partyShares: ["/api/party/mine"] as const,
    /** /bookings/{id}: under the bookings key, so whatever refreshes My Bookings refreshes the booking page too. */
    booking: (id: number) => ["/api/hunter/bookings", "page", id] as const,
    deadlines: ["/api/hunter/deadlines"] as const,
    inquiries: ["/api/booking-inquiries"] as const,
    myInquiries: ["/api/booking-inquiries", "my"] as const,
    inquiry: (outfitterId: number) => ["/api/booking-inquiries", outfitterId] as const,
    claimOutfitters: ["/api/booking-claims", "outfitters"] as const,
    messagedOutfitters: ["/api/hunter/messaged-outfitters"] as const,
    savedSearches: ["/api/saved-searches"] as const,
    waitlists: ["/api/hunter/waitlists"] as const,
    references: ["/api/hunter/references"] as const,
    availableHunts: (query: string) => ["/api/hunts", "dashboard", query] as const,
    topTierHunts: ["/api/hunts", "top-tier"] as const,
  },
  /** A party paying in shares and its booking's trip agreement (/party/{id}, the booking page's links). */
  party: (bookingId: number) => ["/api/bookings", bookingId, "party"] as const,
  agreement: (bookingId: number) => ["/api/bookings", bookingId, "agreement"] as const,
  /** A booking's cancellation quote, read when the cancel dialog opens. */
  cancellation: (bookingId: number) => ["booking-cancellation", bookingId] as const,
  admin: {
    tagBookings: (status: string) => ["admin", "bookings", "tag", status] as const,
    users: ["admin", "users"] as const,
    outfitterUsers: ["admin", "users", "outfitters"] as const,
    userTotal: ["admin", "users", "total"] as const,
    userSearch: (q: string, role = "", status = "") => ["admin", "users", "search", q, role, status] as const,
    revenue: ["admin", "revenue"] as const,
    reviews: ["admin", "reviews", "pending"] as const,
    outfitterReviews: ["admin", "outfitter-reviews", "pending"] as const,
    outfitters: ["users", "outfitters"] as const,
    gear: (outfitterId: number) => ["outfitter-gear", outfitterId] as const,
    monthly: (month: number, year: number) => ["admin", "monthly-reports", year, month] as const,
    outbox: ["admin", "email-outbox"] as const,
    settings: ["admin", "settings"] as const,
    huntsOverview: ["hunts", "admin-overview"] as const,
    credentials: ["admin", "credentials"] as const,
  },
  outfitter: {
    hunts: ["outfitter", "hunts"] as const,
    bookings: ["outfitter", "bookings"] as const,
    tagPending: ["outfitter", "tag-pending"] as const,
    huntBookings: (huntId: number) => ["outfitter", "bookings", { huntId }] as const,
    claims: ["outfitter", "claims"] as const,
    balance: ["outfitter", "balance"] as const,
    overview: ["outfitter", "overview"] as const,
    report: ["questionnaire", "current"] as const,
    payouts: ["outfitter", "payouts"] as const,
    /** The Payouts page's list, a page at a time (under payouts: refreshing the card refreshes it). */
    transfers: (page: number) => ["outfitter", "payouts", "transfers", page] as const,
    statement: (year: number) => ["outfitter", "statement", year] as const,
    paypalConfig: ["outfitter", "paypal-config"] as const,
    credentials: ["outfitter", "credentials"] as const,
    statedFigure: ["outfitter", "stated-figure"] as const,
    huntWaitlists: (huntId: number) => ["outfitter", "waitlists", huntId] as const,
  },
  messages: {
    all: ["messages"] as const,
    conversations: ["messages", "conversations"] as const,
    conversation: (partnerId: number) => ["messages", "conversation", partnerId] as const,
    unreadCount: ["messages", "unread-count"] as const,
    /** The hunt a conversation was opened from (its title in the thread's header). */
    aboutHunt: (huntId: number) => ["messages", "about-hunt", huntId] as const,
  },
  users: {
    contacts: ["users", "contacts"] as const,
    all: ["users", "all"] as const,
    admins: ["users", "admins"] as const,
    one: (id: number) => ["users", id] as const,
  },
  notifications: {
    list: ["notifications"] as const,
    count: ["notifications", "unread-count"] as const,
  },
};
