/**
 * Demo conversations. Participants are "admin", "hunter:<email>" or "outfitter:<key>"; each
 * message is [sender index 0|1, text, days ago, hour of day (UTC), unread?].
 */
export type Thread = { between: [string, string]; messages: [0 | 1, string, number, number, boolean?][] };

const HANNAH = "hunter:hunter@ridgeline.test";

export const THREADS: Thread[] = [
  {
    between: [HANNAH, "outfitter:bitterroot"],
    messages: [
      [
        0,
        "Hi, I'm interested in the elk hunt in September. Is there still space for two? My husband would like to come along as a non-hunter.",
        20,
        15,
      ],
      [
        1,
        "Hi Hannah, thanks for reaching out! We have two spots left that week. Non-hunting guests are welcome in camp at a reduced daily rate.",
        20,
        18,
      ],
      [0, "Great. What calibre do you recommend, and how far are typical shots?", 19, 14],
      [
        1,
        "Most of our bulls are taken between 150 and 350 yards. A 7mm Rem Mag, .300 Win Mag or 6.5 PRC with a good bonded bullet is ideal. Practise from sitting and off a pack.",
        19,
        16,
      ],
      [0, "I just submitted the booking. Looking forward to it!", 12, 20],
      [1, "Booking accepted, welcome aboard! I'll send the gear list and travel details this week.", 11, 14],
      [
        1,
        "Fly into Missoula the day before; we'll pick you up at the airport at 7 am on the first morning. The gear list is on our profile page.",
        3,
        17,
        true,
      ],
      [1, "Also, please bring your hunter education card. Montana needs it for the licence.", 3, 18, true],
    ],
  },
  {
    between: [HANNAH, "outfitter:kodiak"],
    messages: [
      [0, "Hello! Do you have any openings for the spring brown bear hunt next year?", 16, 19],
      [1, "We have one opening in mid-May. Spring hunts fill fast, so I'd recommend deciding in the next couple of weeks.", 15, 16],
      [0, "Thanks, I'm talking it over with my family and will get back to you soon.", 15, 21],
    ],
  },
  {
    between: [HANNAH, "admin"],
    messages: [
      [0, "Hi, is there a way to see new hunts from the outfitters I follow?", 9, 13],
      [1, "Hi Hannah! The 'New from Favorites' tab on your dashboard lists recent hunts from outfitters you've favourited.", 9, 15],
    ],
  },
  {
    between: ["hunter:tyler.brooks@example.com", "outfitter:bitterroot"],
    messages: [
      [0, "Hey, is the archery elk hunt suitable for someone on their first elk hunt?", 6, 22],
      [1, "Absolutely. Our guides call for you and set up close shots. Good fitness helps, but we pace the days to the hunter.", 6, 23],
      [0, "Awesome, I just sent a booking request for September. Do you need anything else from me?", 1, 16, true],
    ],
  },
  {
    between: ["hunter:emily.carter@example.com", "outfitter:bitterroot"],
    messages: [
      [0, "Hi! Do you offer a discount when two hunters book together? My sister and I are looking at the mule deer hunt.", 4, 19, true],
    ],
  },
  {
    between: ["hunter:marcus.bell@example.com", "outfitter:bitterroot"],
    messages: [
      [
        0,
        "I booked the mule deer hunt with you over the phone last month. I've sent a booking claim on Ridgeline so it shows up in my account.",
        8,
        15,
      ],
      [1, "Thanks Marcus, I'll take a look and confirm it shortly.", 7, 14],
    ],
  },
  {
    between: ["admin", "outfitter:bitterroot"],
    messages: [
      [0, "Welcome to Ridgeline! Your outfitter account has been approved. Let me know if you need help setting up your hunts.", 25, 16],
      [1, "Thank you! The hunts are up. Let me know if anything needs changing.", 25, 19],
      [0, "Quick reminder that this month's booking report is due within two weeks of the 1st. Thanks!", 2, 15, true],
    ],
  },
  {
    between: ["hunter:jake.morrison@example.com", "outfitter:limpopo"],
    messages: [
      [0, "What's the best month for kudu?", 14, 12],
      [1, "June to August. It's cooler, and the bush thins out for better visibility.", 13, 8],
    ],
  },
  {
    between: ["hunter:sofia.lindqvist@example.com", "outfitter:glen-affric"],
    messages: [
      [0, "Is the October stag stalk suitable for a left-handed shooter? Do you have a left-hand rifle?", 10, 9],
      [1, "We do, a left-hand .308 Sako. Just let us know your dates.", 10, 11],
    ],
  },
  {
    between: ["hunter:owen.fraser@example.com", "outfitter:southern-alps"],
    messages: [
      [0, "Do you arrange trophy export to the US?", 5, 2],
      [1, "Yes, we work with a taxidermist in Christchurch who handles the export paperwork.", 4, 21, true],
    ],
  },
  {
    between: ["hunter:grace.halloran@example.com", "outfitter:tidewater"],
    messages: [
      [0, "Can I bring my own lab on the marsh hunt?", 18, 13],
      [1, "Yes, as long as she's steady in the blind. We'll have our dogs along as well.", 18, 15],
    ],
  },
];
