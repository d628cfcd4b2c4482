/** An illegal or malformed input. `code` is stable kebab-case; `message` is one plain sentence. */
export class RuleError extends Error {
  readonly code: string;

  constructor(code: string, message: string) {
    super(message);
    this.name = 'RuleError';
    this.code = code;
  }
}
