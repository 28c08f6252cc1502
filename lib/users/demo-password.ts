/** The demo database's shared password; shown only on the embedded database. */
export const DEMO_PASSWORD = "password123";
