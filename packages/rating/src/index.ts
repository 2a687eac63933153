export type { Bands, Calibration } from './bands.js';
export { CALIBRATE_K, calibrate, stars } from './bands.js';
export { RatingError } from './errors.js';
export type { MazeScoreInput } from './maze.js';
export { MAZE_BANDS, mazeScore, mazeStars } from './maze.js';
