import { closeDb, dbClient } from "./index";
import { migrateDb } from "./migrate";

const kind = dbClient().kind;
await migrateDb();
console.log(`Migrations applied (${kind === "postgres" ? "PostgreSQL" : "embedded PGlite"}).`);
await closeDb();
