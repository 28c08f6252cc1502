import type { ZodType } from "zod";

/** A form post as the JSON route's body: the schema says which keys are arrays, booleans or numbers; the rest stays a string. */
export function formDataToInput(schema: ZodType | undefined, fd: FormData): Record<string, unknown> {
  const shape = schema ? objectShape(schema) : null;
  const out: Record<string, unknown> = {};
  const keys = new Set([...fd.keys()].filter((k) => !k.startsWith("$ACTION")));
  for (const key of keys) {
    if (shape && !(key in shape)) continue;
    const kind = shape ? baseKind(shape[key]!) : "string";
    const values = fd.getAll(key);
    if (kind === "array") {
      out[key] = values.filter((v) => v !== "");
      continue;
    }
    const value = values[values.length - 1]!;
    if (kind === "boolean" && typeof value === "string") {
      const v = value.trim().toLowerCase();
      out[key] = ["on", "true", "1", "yes"].includes(v) ? true : ["false", "off", "0", "no", ""].includes(v) ? false : value;
    } else if (kind === "number" && typeof value === "string") {
      if (value.trim() === "") continue;
      const n = Number(value);
      out[key] = Number.isFinite(n) ? n : value;
    } else {
      out[key] = value;
    }
  }
  return out;
}

/** What a plain form typed, for re-rendering it after a refusal: text only, never a password or a file. */
export function echoValues(fd: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of fd.entries()) {
    if (typeof v === "string" && !k.startsWith("$ACTION") && !/password|token/i.test(k)) out[k] = v.slice(0, 5000);
  }
  return out;
}

type Def = {
  type: string;
  innerType?: ZodType;
  in?: ZodType;
  out?: ZodType;
  shape?: Record<string, ZodType>;
  options?: ZodType[];
  coerce?: boolean;
};
const defOf = (s: ZodType) => (s as unknown as { _zod: { def: Def } })._zod.def;
const WRAPPERS = new Set(["optional", "nullable", "default", "prefault", "catch", "readonly", "nonoptional"]);

/** Strips optional/default/… wrappers and pipes (a transform's input side, a preprocess's output side). */
function unwrap(schema: ZodType): ZodType {
  let s = schema;
  for (let i = 0; i < 20; i++) {
    const def = defOf(s);
    if (WRAPPERS.has(def.type) && def.innerType) s = def.innerType;
    else if (def.type === "pipe" && def.in && def.out) s = defOf(def.in).type === "transform" ? def.out : def.in;
    else break;
  }
  return s;
}

function objectShape(schema: ZodType): Record<string, ZodType> | null {
  const def = defOf(unwrap(schema));
  return def.type === "object" && def.shape ? def.shape : null;
}

function baseKind(schema: ZodType): "array" | "boolean" | "number" | "string" {
  const def = defOf(unwrap(schema));
  if (def.type === "array") return "array";
  if (def.type === "boolean") return "boolean";
  if (def.type === "number" && !def.coerce) return "number";
  if (def.type === "union" && def.options) {
    const kinds = def.options.map(baseKind);
    if (kinds.includes("array")) return "array";
    if (kinds.every((k) => k === "boolean")) return "boolean";
    // A number-or-numeric-string union (money fields) takes the string as it is.
  }
  return "string";
}
