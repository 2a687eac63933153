export type { Bands, Calibration } from './bands.js';
export { CALIBRATE_K, calibrate, stars } from './bands.js';
export { RatingError } from './errors.js';
