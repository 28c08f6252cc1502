import { closeDb, dbClient } from "../db/index";
import { migrateDb } from "../lib/migrations/run";

const kind = dbClient().kind;
await migrateDb();
console.log(`Migrations applied (${kind === "postgres" ? "PostgreSQL" : "embedded PGlite"}).`);
await closeDb();
