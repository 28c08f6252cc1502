import { HeroActions } from "./hero-actions";

/** 'Premium Hunting Experiences': a drawn mountain skyline, no photo to download before first paint. */
export function Hero() {
  return (
    <section className="relative isolate overflow-hidden bg-primary text-primary-foreground">
      <svg aria-hidden className="absolute inset-0 -z-10 h-full w-full" viewBox="0 0 1440 560" preserveAspectRatio="xMidYMax slice">
        <defs>
          <linearGradient id="hero-sky" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#183d2b" />
            <stop offset="1" stopColor="#2f5d43" />
          </linearGradient>
        </defs>
        <rect width="1440" height="560" fill="url(#hero-sky)" />
        <circle cx="1130" cy="150" r="60" fill="#e9a25c" opacity="0.55" />
        <path
          d="M0 420 L180 250 L300 360 L470 190 L640 370 L760 280 L900 400 L1080 220 L1250 380 L1440 260 L1440 560 L0 560Z"
          fill="#24492f"
        />
        <path
          d="M0 480 L140 380 L260 450 L420 330 L600 470 L780 360 L960 480 L1140 350 L1300 460 L1440 390 L1440 560 L0 560Z"
          fill="#1a3724"
        />
        <path
          d="M0 530 L120 470 L240 520 L400 455 L560 525 L720 470 L900 530 L1080 460 L1260 525 L1440 480 L1440 560 L0 560Z"
          fill="#132a1c"
        />
      </svg>
      <div className="mx-auto max-w-7xl px-4 pt-20 pb-32 sm:px-6 sm:pt-28 sm:pb-40">
        <p className="text-sm font-semibold tracking-widest text-white/80 uppercase">Vetted top-tier outfitters · Fair prices</p>
        <h1 className="mt-3 max-w-3xl text-4xl text-white sm:text-6xl">Premium Hunting Experiences</h1>
        <p className="mt-5 max-w-2xl text-lg text-white/85">
          Guided hunts from outfitters we have vetted, from Alaskan brown bear to Texas whitetail and the African plains. Compare trips,
          message guides and book with confidence.
        </p>
        <HeroActions />
      </div>
    </section>
  );
}
