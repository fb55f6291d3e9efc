/** The parts of the `edifact` package (a CommonJS module without types) that the portal uses. */
declare module 'edifact/parser.js' {
  class Parser {
    constructor(validator?: unknown, config?: unknown);
    onopensegment(segment: string): void;
    onclosesegment(): void;
    onelement(): void;
    oncomponent(data: string): void;
    /** Sets the character repertoire (UNOA, UNOB, UNOC, UNOY, UCS2); throws for any other. */
    encoding(level: string): void;
    write(chunk: string): void;
    /** Throws when the last segment is not terminated. */
    end(): void;
  }
  export = Parser;
}
