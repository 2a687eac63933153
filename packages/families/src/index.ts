export {
  checkManifest,
  MANIFEST_FORMAT,
  type Manifest,
  type ManifestItem,
  puzzleFileOf,
} from './manifest.js';
export {
  isNetGameId,
  type Opened,
  type OpenedManifest,
  type OpenedPack,
  type OpenedPuzzle,
  openText,
  ReadError,
  STUDIO_PACK_FORMAT,
} from './read.js';
export {
  type AnyFamily,
  FAMILIES,
  FAMILY_NAMES,
  FamiliesError,
  familyNamed,
  type Held,
  hold,
} from './registry.js';
export { packOf, packToJson, puzzleToJson } from './write.js';
