import { PICTURE_STYLES, type PictureStyle } from '@knossos/core';

/** The picture styles (`--style`); `answer-key` draws the solution. */
export const STYLES: readonly PictureStyle[] = PICTURE_STYLES;
