import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

/** A server action found in the source: `<file>#<name>`, with where it was declared. */
export type FoundAction = { key: string; file: string; name: string; kind: "module" | "inline"; line: number };

const SOURCE = /\.(ts|tsx|js|jsx|mjs|cjs)$/;
const SKIP_DIRS = new Set(["node_modules", ".next", ".data"]);

/** The string directives at the top of a module or function body ("use server", "use client" …). */
function directives(statements: readonly ts.Statement[]): string[] {
  const out: string[] = [];
  for (const s of statements) {
    if (!ts.isExpressionStatement(s) || !ts.isStringLiteral(s.expression)) break;
    out.push(s.expression.text);
  }
  return out;
}

const isExported = (node: ts.Node) =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
const isDefault = (node: ts.Node) =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.DefaultKeyword);

/** The names a module exports (every one of them is an action in a "use server" module). */
function exportedNames(sf: ts.SourceFile): { name: string; node: ts.Node }[] {
  const out: { name: string; node: ts.Node }[] = [];
  for (const s of sf.statements) {
    if ((ts.isFunctionDeclaration(s) || ts.isClassDeclaration(s)) && isExported(s)) {
      out.push({ name: isDefault(s) ? "default" : (s.name?.text ?? "default"), node: s });
    } else if (ts.isVariableStatement(s) && isExported(s)) {
      for (const d of s.declarationList.declarations) out.push({ name: d.name.getText(sf), node: d });
    } else if (ts.isExportAssignment(s)) {
      out.push({ name: "default", node: s });
    } else if (ts.isExportDeclaration(s)) {
      if (s.exportClause && ts.isNamedExports(s.exportClause)) {
        for (const e of s.exportClause.elements) out.push({ name: e.name.text, node: e });
      } else {
        out.push({ name: "*", node: s });
      }
    }
  }
  return out;
}

/** What an inline action is called: its own name, or the variable or property it is assigned to. */
function functionName(fn: ts.FunctionLikeDeclaration, sf: ts.SourceFile): string {
  if (fn.name) return fn.name.getText(sf);
  const parent = fn.parent;
  if (parent && (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent))) return parent.name.getText(sf);
  return `inline@${sf.getLineAndCharacterOfPosition(fn.getStart(sf)).line + 1}`;
}

/** Every server action in one source text: all exports of a "use server" module, and inline actions. */
export function scanSource(file: string, text: string): FoundAction[] {
  const kind = file.endsWith(".tsx") || file.endsWith(".jsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found: FoundAction[] = [];
  const line = (node: ts.Node) => sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
  if (directives(sf.statements).includes("use server")) {
    for (const e of exportedNames(sf)) found.push({ key: `${file}#${e.name}`, file, name: e.name, kind: "module", line: line(e.node) });
  }
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && "body" in node && node.body && ts.isBlock(node.body)) {
      if (directives(node.body.statements).includes("use server")) {
        const name = functionName(node as ts.FunctionLikeDeclaration, sf);
        found.push({ key: `${file}#${name}`, file, name, kind: "inline", line: line(node) });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

/** Every server action in the given folders of the repository (paths relative to `root`). */
export function findServerActions(root: string, dirs: readonly string[]): FoundAction[] {
  const found: FoundAction[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!SKIP_DIRS.has(entry.name)) walk(rel);
      } else if (SOURCE.test(entry.name)) {
        const text = readFileSync(path.join(root, rel), "utf8");
        // Cheap filter first: only files that mention the directive are parsed.
        if (text.includes("use server")) found.push(...scanSource(rel, text));
      }
    }
  };
  for (const d of dirs) walk(d);
  return found;
}
