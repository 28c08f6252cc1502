/** The base URL of the registry's sample props (rendered on /email-test and in tests, never sent to users). */
export const SAMPLE_URL = "https://ridgeline.example";
