// The catalogue's message syntax: the part of ICU MessageFormat a UI needs, in a few hundred lines rather than a
// library that would take a large share of each page's budget.
// - `{name}`: a value; a number is written the language's way.
// - `{count, plural, =0 {none} one {# account} other {# accounts}}`: the language's plural rules
//   (`Intl.PluralRules`), `#` being the count; `=N` matches exactly; `other` is required.
// - `{kind, select, vendor {…} other {…}}`: a branch by value.
// - `<link>text</link>`: a part the component renders (a link, emphasis), so a sentence is never cut in pieces.
// - Quoting as in ICU: `''` is one apostrophe, and `'{'` quotes syntax characters; any other apostrophe is text
//   (French and Hebrew use them freely).

import { perLocale } from './per-locale';

export type MessageValue = string | number;
export type MessageValues = Readonly<Record<string, MessageValue>>;

type Node =
  | { kind: 'text'; text: string }
  | { kind: 'argument'; name: string; number: boolean }
  | { kind: 'count' }
  | { kind: 'plural'; name: string; offset: number; options: ReadonlyMap<string, Node[]> }
  | { kind: 'select'; name: string; options: ReadonlyMap<string, Node[]> }
  | { kind: 'tag'; name: string; children: Node[] };

/** A formatted message: text, and the tagged parts a component renders itself. */
export type MessagePart = string | { tag: string; children: MessagePart[] };

export class MessageSyntaxError extends Error {}

class Parser {
  private position = 0;
  constructor(private readonly source: string) {}

  parse(): Node[] {
    const nodes = this.message(false, null);
    if (this.position < this.source.length) this.fail('unexpected "}"');
    return nodes;
  }

  private fail(problem: string): never {
    throw new MessageSyntaxError(`${problem} at ${this.position} in "${this.source}"`);
  }

  /** Nodes up to an unmatched `}`, a closing tag or the end. */
  private message(inPlural: boolean, inTag: string | null): Node[] {
    const nodes: Node[] = [];
    let text = '';
    const flush = () => {
      if (text) nodes.push({ kind: 'text', text });
      text = '';
    };
    while (this.position < this.source.length) {
      const char = this.source[this.position] as string;
      if (char === "'") {
        text += this.quoted(inPlural);
      } else if (char === '{') {
        flush();
        nodes.push(this.argument());
      } else if (char === '}') {
        break;
      } else if (char === '#' && inPlural) {
        flush();
        nodes.push({ kind: 'count' });
        this.position++;
      } else if (char === '<' && this.source.startsWith('</', this.position)) {
        if (inTag === null) this.fail('a closing tag without its opening');
        break;
      } else if (char === '<' && /^<[a-zA-Z][\w-]*>/.test(this.source.slice(this.position))) {
        flush();
        nodes.push(this.tag(inPlural));
      } else {
        text += char;
        this.position++;
      }
    }
    flush();
    return nodes;
  }

  /** An apostrophe: `''`, a quoted run of syntax characters, or plain text. */
  private quoted(inPlural: boolean): string {
    const next = this.source[this.position + 1];
    if (next === "'") {
      this.position += 2;
      return "'";
    }
    if (next === '{' || next === '}' || next === '<' || (inPlural && next === '#')) {
      const end = this.source.indexOf("'", this.position + 1);
      const quoted = this.source.slice(this.position + 1, end === -1 ? undefined : end);
      this.position = end === -1 ? this.source.length : end + 1;
      return quoted;
    }
    this.position++;
    return "'";
  }

  private tag(inPlural: boolean): Node {
    const open = /^<([a-zA-Z][\w-]*)>/.exec(this.source.slice(this.position)) as RegExpExecArray;
    const name = open[1] as string;
    this.position += open[0].length;
    const children = this.message(inPlural, name);
    const close = `</${name}>`;
    if (!this.source.startsWith(close, this.position)) this.fail(`<${name}> is not closed`);
    this.position += close.length;
    return { kind: 'tag', name, children };
  }

  private skipSpace(): void {
    while (/\s/.test(this.source[this.position] ?? '')) this.position++;
  }

  private word(): string {
    this.skipSpace();
    const match = /^[^\s{},]+/.exec(this.source.slice(this.position));
    if (!match) this.fail('a name was expected');
    this.position += match[0].length;
    this.skipSpace();
    return match[0];
  }

  private expect(char: string): void {
    if (this.source[this.position] !== char) this.fail(`"${char}" was expected`);
    this.position++;
  }

  private argument(): Node {
    this.expect('{');
    const name = this.word();
    if (this.source[this.position] === '}') {
      this.position++;
      return { kind: 'argument', name, number: false };
    }
    this.expect(',');
    const type = this.word();
    if (type === 'number') {
      this.expect('}');
      return { kind: 'argument', name, number: true };
    }
    if (type !== 'plural' && type !== 'select') this.fail(`unknown argument type "${type}"`);
    this.expect(',');
    let offset = 0;
    const options = new Map<string, Node[]>();
    this.skipSpace();
    while (this.source[this.position] !== '}') {
      if (this.position >= this.source.length) this.fail(`{${name}} is not closed`);
      const key = this.word();
      if (key.startsWith('offset:') && type === 'plural') {
        offset = Number(key.slice('offset:'.length));
        continue;
      }
      this.expect('{');
      options.set(key, this.message(type === 'plural', null));
      this.expect('}');
      this.skipSpace();
    }
    this.position++;
    if (!options.has('other')) this.fail(`{${name}, ${type}} has no "other" branch`);
    return type === 'plural' ? { kind: 'plural', name, offset, options } : { kind: 'select', name, options };
  }
}

const parsed = new Map<string, Node[]>();

function parse(pattern: string): Node[] {
  let nodes = parsed.get(pattern);
  if (!nodes) {
    nodes = new Parser(pattern).parse();
    parsed.set(pattern, nodes);
  }
  return nodes;
}

const numberFormat = perLocale((locale) => new Intl.NumberFormat(locale));
const pluralRule = perLocale((locale) => new Intl.PluralRules(locale));

type FormatContext = {
  locale: string;
  values: MessageValues;
  /** Applied to the message's own text (the pseudo-locale), never to values. */
  text: (text: string) => string;
};

function formatNodes(nodes: readonly Node[], context: FormatContext, count: number | null): MessagePart[] {
  const parts: MessagePart[] = [];
  const push = (part: MessagePart) => {
    const last = parts[parts.length - 1];
    if (typeof part === 'string' && typeof last === 'string') parts[parts.length - 1] = last + part;
    else if (part !== '') parts.push(part);
  };
  for (const node of nodes) {
    switch (node.kind) {
      case 'text':
        push(context.text(node.text));
        break;
      case 'count':
        push(count === null ? '#' : numberFormat(context.locale).format(count));
        break;
      case 'argument': {
        const value = context.values[node.name];
        if (value === undefined) push(`{${node.name}}`);
        else push(typeof value === 'number' ? numberFormat(context.locale).format(value) : value);
        break;
      }
      case 'plural': {
        const value = Number(context.values[node.name]);
        const shown = value - node.offset;
        const branch =
          node.options.get(`=${value}`) ??
          node.options.get(Number.isFinite(shown) ? pluralRule(context.locale).select(shown) : 'other') ??
          (node.options.get('other') as Node[]);
        for (const part of formatNodes(branch, context, shown)) push(part);
        break;
      }
      case 'select': {
        const branch =
          node.options.get(String(context.values[node.name])) ?? (node.options.get('other') as Node[]);
        for (const part of formatNodes(branch, context, count)) push(part);
        break;
      }
      case 'tag':
        parts.push({ tag: node.name, children: formatNodes(node.children, context, count) });
        break;
    }
  }
  return parts;
}

/** A message's parts for these values: text, and the tagged parts (`<link>…</link>`) to render. */
export function formatMessageParts(
  pattern: string,
  locale: string,
  values: MessageValues = {},
  text: (text: string) => string = (plain) => plain,
): MessagePart[] {
  return formatNodes(parse(pattern), { locale, values, text }, null);
}

/** A message as plain text: a tag's content is kept, its markers dropped. */
export function formatMessage(
  pattern: string,
  locale: string,
  values: MessageValues = {},
  text?: (text: string) => string,
): string {
  return partsText(formatMessageParts(pattern, locale, values, text));
}

export function partsText(parts: readonly MessagePart[]): string {
  return parts.map((part) => (typeof part === 'string' ? part : partsText(part.children))).join('');
}

/**
 * What a message needs from its caller and what its translations must keep: its arguments (`name`, with
 * `:plural`/`:select` for a branch), and its tags (`<link>`). Throws MessageSyntaxError on a malformed one.
 */
export function messageSignature(pattern: string): string[] {
  const found = new Set<string>();
  const walk = (nodes: readonly Node[]) => {
    for (const node of nodes) {
      if (node.kind === 'argument') found.add(node.name);
      else if (node.kind === 'plural' || node.kind === 'select') {
        found.add(`${node.name}:${node.kind}`);
        for (const branch of node.options.values()) walk(branch);
      } else if (node.kind === 'tag') {
        found.add(`<${node.name}>`);
        walk(node.children);
      }
    }
  };
  walk(parse(pattern));
  return [...found].sort();
}
