import Parser from 'edifact/parser.js';
import { FileLimitError } from './limits.ts';

/**
 * UN/EDIFACT interchanges read with the `edifact` package's streaming parser (docs/decisions/0106),
 * with the bounds of docs/decisions/0080: at most `maxSegments` segments and `maxComponentChars`
 * characters a component, checked while reading. Runs inside a bounded worker like every reader of
 * untrusted files.
 */

/** One segment: its place in the file (the first segment, UNA when present, is 1), tag and data. */
export interface EdifactSegment {
  position: number;
  tag: string;
  /** Data elements, each a list of its components (a simple element has one). */
  elements: string[][];
}

export interface EdifactLimits {
  maxSegments: number;
  maxComponentChars: number;
}

/** A file the parser refused: the message names the segment where reading stopped. */
export class EdifactSyntaxError extends Error {
  override readonly name = 'EdifactSyntaxError';
  readonly position: number;

  constructor(position: number, message: string) {
    super(message);
    this.position = position;
  }
}

/** The syntax identifiers (UNB S001.0001) the parser knows, UNOW read as UNOY (UTF-8). */
export const SYNTAX_IDENTIFIERS = ['UNOA', 'UNOB', 'UNOC', 'UNOY', 'UNOW'] as const;

/**
 * The text of an interchange: UTF-8 when the bytes are valid UTF-8 (UNOW, UNOY, and UNOC files
 * written by most systems today), else ISO 8859-1 (UNOC as the standard defines it).
 */
export function edifactText(data: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    text = new TextDecoder('latin1').decode(data);
  }
  // A byte order mark, and line breaks or blanks after the last segment, are no data.
  return text.replace(/^\uFEFF/, '').replace(/\s+$/, '');
}

const number = (value: number) => value.toLocaleString('en');

/**
 * The segments of an interchange. The character repertoire follows UNB S001.0001 (UNOA allows only
 * upper case, ...); separators come from UNA when present. Throws an EdifactSyntaxError naming the
 * segment where the file stops being EDIFACT, a FileLimitError at the first bound exceeded.
 */
export function readEdifact(text: string, limits: EdifactLimits): EdifactSegment[] {
  const segments: EdifactSegment[] = [];
  const hasUna = text.startsWith('UNA');
  let position = hasUna ? 1 : 0;
  let open = false;
  let current: EdifactSegment | undefined;
  let element: string[] = [];
  let syntaxComponent = false;
  let level = 'UNOA';
  const parser = new Parser();
  parser.onopensegment = (tag: string) => {
    position++;
    if (position > limits.maxSegments)
      throw new FileLimitError(`the file has more than ${number(limits.maxSegments)} segments`);
    open = true;
    current = { position, tag, elements: [] };
    segments.push(current);
    syntaxComponent = tag === 'UNB';
  };
  parser.onelement = () => {
    element = [];
    current?.elements.push(element);
  };
  parser.oncomponent = (value: string) => {
    if (value.length > limits.maxComponentChars)
      throw new FileLimitError(
        `segment ${position} has a value of more than ${number(limits.maxComponentChars)} characters`,
      );
    if (syntaxComponent) {
      syntaxComponent = false;
      try {
        parser.encoding(value === 'UNOW' ? 'UNOY' : value);
        level = value;
      } catch {
        throw new EdifactSyntaxError(
          position,
          `syntax identifier ${value} is not read (${SYNTAX_IDENTIFIERS.join(', ')})`,
        );
      }
    }
    element.push(value);
  };
  parser.onclosesegment = () => {
    open = false;
  };
  if (text.trim() === '') throw new EdifactSyntaxError(1, 'the file is empty');
  try {
    parser.write(text);
    parser.end();
  } catch (error) {
    if (error instanceof FileLimitError || error instanceof EdifactSyntaxError) throw error;
    const where = open ? position : position + 1;
    const message = error instanceof Error ? error.message : String(error);
    if (/incomplete message/i.test(message))
      throw new EdifactSyntaxError(where, 'the last segment is not terminated');
    const character = /^Invalid character (.)/su.exec(message)?.[1];
    throw new EdifactSyntaxError(
      where,
      character !== undefined
        ? open
          ? `the character ${JSON.stringify(character)} is not in the character set ${level} (UNB S001.0001)`
          : `the character ${JSON.stringify(character)} is not allowed here: a segment starts with its tag of three capital letters`
        : message,
    );
  }
  return segments;
}
