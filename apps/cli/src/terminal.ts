/**
 * Text made safe to print on a terminal: control characters that came from a file or a flag
 * (escape sequences that set the window title or clear the screen, bells, backspaces, C1 codes,
 * bidirectional overrides) are shown as `\xNN` / `\u{NNNN}` instead of acting. Colour sequences
 * (`ESC [ … m`, what Knossos itself prints) stay; tab and newline stay.
 */
export function terminalSafe(text: string): string {
  return text.replace(UNSAFE, (found) => {
    if (found.length > 1) return found; // a colour sequence
    const code = found.codePointAt(0)!;
    return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u{${code.toString(16)}}`;
  });
}

const UNSAFE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds.
  /\u001b\[[0-9;]*m|[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
