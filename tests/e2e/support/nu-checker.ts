import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * The W3C Nu HTML Checker (vnu.jar, from the vnu-jar package). Not a project dependency: a 30 MB
 * jar every install would download for one check, so it is installed on first use into
 * .bench/tools/vnu (ignored by git), like the bench's Lighthouse, and run with the machine's Java
 * (.ci/run installs a Java runtime where there is none).
 */
export const VNU_VERSION = "26.9.27";
const DIR = path.resolve(".bench/tools/vnu");
const PKG = path.join(DIR, "node_modules/vnu-jar/package.json");
const JAR = path.join(DIR, "node_modules/vnu-jar/build/dist/vnu.jar");

function installed(): boolean {
  return existsSync(JAR) && (JSON.parse(readFileSync(PKG, "utf8")) as { version: string }).version === VNU_VERSION;
}

export function vnuJar(): string {
  if (installed()) return JAR;
  mkdirSync(DIR, { recursive: true });
  // Its own package.json, so npm installs here and never touches the project's tree or lock. Its
  // postinstall (which fetches a Java runtime when none is found) is skipped: the system's is used.
  writeFileSync(path.join(DIR, "package.json"), JSON.stringify({ name: "ridgeline-nu-checker", private: true }, null, 2));
  const r = spawnSync("npm", ["install", "--no-audit", "--no-fund", "--no-package-lock", "--ignore-scripts", `vnu-jar@${VNU_VERSION}`], {
    cwd: DIR,
    stdio: "inherit",
  });
  if (r.status !== 0 || !installed()) throw new Error(`Could not install vnu-jar@${VNU_VERSION} into ${DIR}`);
  return JAR;
}

export type NuMessage = { type: string; subType?: string; url: string; lastLine?: number; message: string; extract?: string };

/** Checks HTML files; answers the checker's errors (warnings and info are left out). */
export function nuErrors(files: string[]): NuMessage[] {
  const jar = vnuJar();
  const java = spawnSync("java", ["-version"], { encoding: "utf8" });
  if (java.status !== 0) throw new Error("The Nu HTML checker needs Java: install a runtime (apt-get install default-jre-headless)");
  const r = spawnSync("java", ["-jar", jar, "--errors-only", "--exit-zero-always", "--format", "json", ...files], {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (r.status !== 0) throw new Error(`vnu.jar failed: ${r.stderr || r.error?.message}`);
  // The report goes to stderr in JSON.
  const report = JSON.parse(r.stderr || r.stdout) as { messages: NuMessage[] };
  return report.messages.filter((m) => m.type === "error" || m.subType === "fatal");
}
