// The game's directions on the board are @knossos/maze's (from @knossos/gimmicks: sideAngle,
// rollAngle, stepToward, rollToward…), defined once there; re-exported for the game's code and
// tests that read them from here. Angles are degrees anticlockwise from the board's +x axis.
export { angleGap, normalAngle, rollAngle, sideAngle } from '@knossos/maze';
