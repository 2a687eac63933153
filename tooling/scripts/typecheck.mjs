#!/usr/bin/env node
// Type-checks workspace projects in one process, reporting for each exactly what `tsc -p
// <project>/tsconfig.json` would: the same diagnostics, found the same way (config, syntactic,
// options, global, semantic, then declaration diagnostics, as tsc's emitFilesAndReportErrors).
// What is cheaper than 17 tsc processes: TypeScript loads (and its JIT warms) once, and a parsed
// and bound declaration file (the TS libs, @types, node_modules and the packages' dist/ .d.ts)
// is kept and handed to every later program whose options parse and bind it the same way, as
// TypeScript's language service and `tsc -b` do; so are file-system look-ups and, between
// projects with the same options, module resolutions.
// Usage:
//   node tooling/scripts/typecheck.mjs             every project under packages/ and apps/
//   node tooling/scripts/typecheck.mjs DIR|FILE…   those projects (a directory holding
//                                                  tsconfig.json, or a tsconfig file); from a
//                                                  package directory: node ../../tooling/scripts/typecheck.mjs .
// Prints the diagnostics as tsc does (with colours only on a terminal), one line per project
// with its time, and exits 1 if any project has an error. The packages must be built first
// (`pnpm build`): a project whose workspace dependencies have no dist/ .d.ts says so and fails.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import ts from 'typescript';
import { workspaceRoot } from './reports.mjs';

const root = workspaceRoot();
const cwd = process.cwd();

/** The tsconfig.json files to check: the arguments', else every workspace project's. */
function projectConfigs(args) {
  if (args.length > 0) {
    return args.map((arg) => {
      const path = resolve(cwd, arg);
      return existsSync(path) && statSync(path).isDirectory() ? join(path, 'tsconfig.json') : path;
    });
  }
  const found = [];
  for (const group of ['packages', 'apps']) {
    for (const name of readdirSync(join(root, group)).sort()) {
      const config = join(root, group, name, 'tsconfig.json');
      if (existsSync(config)) found.push(config);
    }
  }
  return found;
}

/** Every workspace package's manifest and directory, by package name. */
const workspace = new Map();
for (const group of ['packages', 'apps']) {
  for (const name of readdirSync(join(root, group))) {
    const dir = join(root, group, name);
    if (!existsSync(join(dir, 'package.json'))) continue;
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    workspace.set(manifest.name, { dir, manifest });
  }
}

/**
 * The built declaration files that `projectDir` reads through its workspace dependencies (and
 * theirs) and that are missing: without them tsc would report every import as unresolved.
 */
function missingBuilds(projectDir) {
  const missing = [];
  const seen = new Set();
  const visit = (dir) => {
    const manifestPath = join(dir, 'package.json');
    if (!existsSync(manifestPath)) return;
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
    const { dependencies, devDependencies, peerDependencies } = manifest;
    for (const name of Object.keys({ ...dependencies, ...devDependencies, ...peerDependencies })) {
      const dependency = workspace.get(name);
      if (!dependency || seen.has(name)) continue;
      seen.add(name);
      const types = dependency.manifest.types;
      if (types && !existsSync(join(dependency.dir, types))) {
        missing.push(relative(cwd, join(dependency.dir, types)));
      }
      visit(dependency.dir);
    }
  };
  visit(projectDir);
  return missing;
}

// The compiler options that change how a file is parsed or bound (its AST, its symbols and its
// bind diagnostics all live on the SourceFile): TypeScript's own list where it exposes it, which
// is what its language service keys shared files on; else a copy of 5.9's.
const SOURCE_FILE_OPTIONS = ts.sourceFileAffectingCompilerOptions?.map((option) => option.name) ?? [
  'target',
  'module',
  'jsx',
  'importHelpers',
  'alwaysStrict',
  'noFallthroughCasesInSwitch',
  'moduleResolution',
  'jsxImportSource',
  'allowUnusedLabels',
  'allowUnreachableCode',
  'moduleDetection',
];

// tsc parses JSDoc only as far as type errors need (executeCommandLine's default).
const JSDOC_PARSING_MODE = ts.JSDocParsingMode.ParseForTypeErrors;

/** Parsed declaration files, by file name and everything that shapes their parse and binding. */
const sharedSourceFiles = new Map();
const fileExistsCache = new Map();
const directoryExistsCache = new Map();
const realpathCache = new Map();
const jsonTextCache = new Map();
/** The configs every project extends, parsed once (tsc keeps the same cache across `-b`). */
const extendedConfigCache = new Map();
/** Module resolutions, one cache per set of options (`tsc -b` shares one across projects too). */
const resolutionCaches = new Map();

/** `cache.get(key)`, computing and storing it with `compute(key)` the first time. */
function memo(cache, key, compute) {
  if (!cache.has(key)) cache.set(key, compute(key));
  return cache.get(key);
}

/** A CompilerHost for one project whose file-system look-ups and declaration files are shared. */
function createHost(options, projectDir) {
  const host = ts.createCompilerHost(options);
  host.jsDocParsingMode = JSDOC_PARSING_MODE;
  host.getCurrentDirectory = () => projectDir;
  const { fileExists, directoryExists, realpath, readFile, getSourceFile } = host;
  host.fileExists = (name) => memo(fileExistsCache, name, fileExists);
  host.directoryExists = (name) => memo(directoryExistsCache, name, directoryExists);
  if (realpath) host.realpath = (name) => memo(realpathCache, name, realpath);
  // package.json files are read by every project's module resolution.
  host.readFile = (name) =>
    name.endsWith('.json') ? memo(jsonTextCache, name, readFile) : readFile(name);
  // Resolution depends on the importing file's directory, the import's mode and the options.
  const resolutionKey = JSON.stringify(options, (key, value) =>
    key === 'configFile' || key === 'configFilePath' ? undefined : value,
  );
  const cache = memo(resolutionCaches, resolutionKey, () =>
    ts.createModuleResolutionCache(root, (name) => name, options),
  );
  host.getModuleResolutionCache = () => cache;
  host.resolveModuleNameLiterals = (literals, containingFile, redirect, compilerOptions, file) =>
    literals.map((literal) => {
      const mode = ts.getModeForUsageLocation(file, literal, compilerOptions);
      const name = literal.text;
      return ts.resolveModuleName(
        name,
        containingFile,
        compilerOptions,
        host,
        cache,
        redirect,
        mode,
      );
    });
  const optionsKey = SOURCE_FILE_OPTIONS.map((name) => String(options[name])).join('|');
  host.getSourceFile = (fileName, languageVersionOrOptions, onError, shouldCreateNew) => {
    if (!ts.isDeclarationFileName(fileName) || shouldCreateNew) {
      return getSourceFile(fileName, languageVersionOrOptions, onError, shouldCreateNew);
    }
    const parse =
      typeof languageVersionOrOptions === 'object'
        ? languageVersionOrOptions
        : { languageVersion: languageVersionOrOptions };
    const key = [
      fileName,
      parse.languageVersion,
      parse.impliedNodeFormat,
      parse.jsDocParsingMode ?? JSDOC_PARSING_MODE,
      optionsKey,
    ].join('\0');
    let file = sharedSourceFiles.get(key);
    if (!file) {
      file = getSourceFile(fileName, languageVersionOrOptions, onError);
      if (file) sharedSourceFiles.set(key, file);
    }
    return file;
  };
  return host;
}

/** A config that cannot be read at all, as tsc reports it. */
let unreadableConfig;
const parseConfigHost = {
  ...ts.sys,
  onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
    unreadableConfig = diagnostic;
  },
};

/** The diagnostics `tsc -p configPath` reports, sorted and deduplicated as it does. */
function checkProject(configPath) {
  const projectDir = dirname(configPath);
  unreadableConfig = undefined;
  const config = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    parseConfigHost,
    extendedConfigCache,
  );
  if (!config) return [unreadableConfig];
  const host = createHost(config.options, projectDir);
  const configDiagnostics = ts.getConfigFileParsingDiagnostics(config);
  const program = ts.createProgram({
    rootNames: config.fileNames,
    options: config.options,
    projectReferences: config.projectReferences,
    host,
    configFileParsingDiagnostics: configDiagnostics,
  });
  // The order and the early stops of tsc's emitFilesAndReportErrors (TypeScript 5.9).
  const all = program.getConfigFileParsingDiagnostics().slice();
  const clean = () => all.length === configDiagnostics.length;
  all.push(...program.getSyntacticDiagnostics());
  if (clean()) {
    all.push(...program.getOptionsDiagnostics());
    all.push(...program.getGlobalDiagnostics());
    if (clean()) all.push(...program.getSemanticDiagnostics());
    const declarations = config.options.declaration || config.options.composite;
    if (config.options.noEmit && declarations && clean()) {
      all.push(...program.getDeclarationDiagnostics());
    }
  }
  // A type check writes nothing, but reports what emitting would (nothing under noEmit).
  all.push(...program.emit(undefined, () => {}).diagnostics);
  return ts.sortAndDeduplicateDiagnostics(all);
}

const formatHost = {
  getCurrentDirectory: () => cwd,
  getCanonicalFileName: (name) => name,
  getNewLine: () => '\n',
};
const colour = process.stdout.isTTY;

function format(diagnostic) {
  const text = ts.formatDiagnosticsWithColorAndContext([diagnostic], formatHost);
  return `${colour ? text : stripVTControlCharacters(text)}\n`;
}

const configs = projectConfigs(process.argv.slice(2));
const nameWidth = Math.max(...configs.map((config) => relative(root, dirname(config)).length));
let failed = 0;
const started = process.cpuUsage();
for (const configPath of configs) {
  const cpu = process.cpuUsage();
  const wall = performance.now();
  const projectDir = dirname(configPath);
  // Unbuilt dependencies would make every import of them an error: say what to do instead.
  const missing = missingBuilds(projectDir);
  if (missing.length > 0) {
    console.log(`${missing.join(', ')} missing: build the packages first (pnpm build)`);
  }
  const diagnostics = missing.length > 0 ? [] : checkProject(configPath);
  const errors = diagnostics.filter((d) => d.category === ts.DiagnosticCategory.Error).length;
  for (const diagnostic of diagnostics) process.stdout.write(format(diagnostic));
  const used = process.cpuUsage(cpu);
  const seconds = (used.user + used.system) / 1e6;
  const plural = errors === 1 ? '' : 's';
  const verdict =
    missing.length > 0 ? 'not built' : errors === 0 ? 'ok' : `${errors} error${plural}`;
  const name = relative(root, projectDir) || '.';
  console.log(
    `typecheck ${name.padEnd(nameWidth)}  ${verdict.padEnd(9)} ${seconds.toFixed(1)} s CPU, ${((performance.now() - wall) / 1000).toFixed(1)} s wall`,
  );
  if (errors > 0 || missing.length > 0) failed++;
}
if (configs.length > 1) {
  const used = process.cpuUsage(started);
  console.log(
    `typecheck: ${configs.length - failed} of ${configs.length} projects without errors (${((used.user + used.system) / 1e6).toFixed(1)} s CPU)`,
  );
}
process.exitCode = failed > 0 ? 1 : 0;
