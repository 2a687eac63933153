// The Flow family: @knossos/flow behind the one contract of @knossos/core.
import type { PuzzleFamily } from '@knossos/core';
import type { Sketch } from '@knossos/export';
import { flowArt } from './art.js';
import { generateFlowBatch } from './family-batch.js';
import { FLOW_FORMATS, flowFromPuzzleFile, flowToPuzzleFile } from './family-file.js';
import { generateFlowPuzzle, generateVerifiedFlow } from './family-make.js';
import { describeFlowCell, flowSketch, flowSummary } from './family-show.js';
import { flowShortfalls, meetsFlowRequest, verifyFlow } from './family-verify.js';
import type { FlowSettings } from './generate-types.js';
import { FLOW_PRESETS } from './presets.js';
import type { FlowPuzzle } from './puzzle.js';
import { clampFlowSettings, defaultFlowSettings, FLOW_SETTINGS } from './settings.js';

/**
 * The square side whose levels (default settings otherwise) earn 1–5 stars most often: measured
 * over ten seeds per side, 5 × 5 rates 1★ 9 times in 10, 7 × 7 2★ 3 in 10 (3★ 5 in 10),
 * 9 × 9 3★ 7 in 10, 12 × 12 4★ 4 in 10 and 14 × 14 5★ 6 in 10.
 */
const FLOW_STAR_SIDES = [5, 7, 9, 12, 14] as const;

/** The rules Flow's `verify` proves under besides the degree rule. */
const FLOW_RULES = Object.freeze({
  loose:
    'A path may run alongside itself, as the Flow game accepts (solutions counted as sets of paths).',
});

/**
 * Flow (Numberlink) as a Knossos puzzle family (`PuzzleFamily` of `@knossos/core`): the
 * settings table {@link FLOW_SETTINGS} and {@link FLOW_PRESETS}; generation (constructive or
 * Z3), verified tries toward a stars target and batches on worker threads; the shared verdict
 * (`solveFlow` limit 2 and `rateFlow`) and its re-proof; summaries, cells in words, pictures
 * and terminal text; the `csv` and `txt` formats; and `knossos.puzzle/1` files, the older Flow
 * JSON read too.
 */
export const flowFamily: PuzzleFamily<FlowPuzzle, FlowSettings, Sketch> = Object.freeze({
  name: 'flow',
  title: 'Flow',
  settings: FLOW_SETTINGS,
  defaultSettings: defaultFlowSettings,
  clampSettings: clampFlowSettings,
  presets: FLOW_PRESETS,
  generate: generateFlowPuzzle,
  generateVerified: generateVerifiedFlow,
  generateBatch: generateFlowBatch,
  verdict: (puzzle: FlowPuzzle) => puzzle.verdict,
  seedOf: (puzzle: FlowPuzzle) => puzzle.seed,
  settingsOf: (puzzle: FlowPuzzle) => puzzle.settings,
  verify: verifyFlow,
  meetsRequest: meetsFlowRequest,
  shortfalls: flowShortfalls,
  summary: flowSummary,
  describeCell: describeFlowCell,
  toSketch: flowSketch,
  toText: (puzzle: FlowPuzzle) => flowArt(puzzle),
  defaultFormats: Object.freeze(['json', 'csv', 'svg', 'png']),
  starSettings: (stars: number) => {
    const side = FLOW_STAR_SIDES[Math.min(5, Math.max(1, Math.round(stars))) - 1]!;
    return { width: side, height: side };
  },
  rules: FLOW_RULES,
  formats: FLOW_FORMATS,
  toPuzzleFile: flowToPuzzleFile,
  fromPuzzleFile: flowFromPuzzleFile,
});
