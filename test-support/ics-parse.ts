/**
 * A small RFC 5545 reader for tests: checks what a calendar would refuse (bare LF, lines over 75
 * octets, unbalanced BEGIN/END, a VEVENT without UID/DTSTAMP/DTSTART) and gives the properties back
 * unfolded and unescaped.
 */
export interface IcsProperty {
  name: string;
  params: Record<string, string>;
  value: string;
}

export interface ParsedIcs {
  calendar: Record<string, string>;
  events: Array<Record<string, string>>;
  properties: IcsProperty[];
}

const unescapeText = (value: string) => value.replace(/\\([\\;,nN])/g, (_m, c: string) => (c === 'n' || c === 'N' ? '\n' : c));

export function parseIcs(text: string): ParsedIcs {
  if (!text.endsWith('\r\n')) throw new Error('the file does not end with CRLF');
  if (/[^\r]\n/.test(text) || /\r[^\n]/.test(text)) throw new Error('a line does not end with CRLF');
  const physical = text.slice(0, -2).split('\r\n');
  for (const line of physical) {
    if (Buffer.byteLength(line, 'utf8') > 75) throw new Error(`a line is longer than 75 octets: ${line}`);
  }
  const logical: string[] = [];
  for (const line of physical) {
    if (line.startsWith(' ') || line.startsWith('\t')) {
      if (logical.length === 0) throw new Error('the file starts with a continuation line');
      logical[logical.length - 1] += line.slice(1);
    } else logical.push(line);
  }
  const properties: IcsProperty[] = [];
  const stack: string[] = [];
  const calendar: Record<string, string> = {};
  const events: Array<Record<string, string>> = [];
  for (const line of logical) {
    const match = /^([A-Za-z0-9-]+)((?:;[A-Za-z0-9-]+=(?:"[^"]*"|[^";:,]*))*):(.*)$/.exec(line);
    if (!match) throw new Error(`not a content line: ${line}`);
    const [, rawName, rawParams, rawValue] = match;
    const name = rawName!.toUpperCase();
    const params: Record<string, string> = {};
    for (const param of rawParams!.split(';').slice(1)) {
      const [key, ...rest] = param.split('=');
      params[key!.toUpperCase()] = rest.join('=').replace(/^"|"$/g, '');
    }
    const value = unescapeText(rawValue!);
    properties.push({ name, params, value });
    if (name === 'BEGIN') {
      stack.push(value);
      if (value === 'VEVENT') events.push({});
    } else if (name === 'END') {
      if (stack.pop() !== value) throw new Error(`END:${value} does not close what is open`);
    } else if (stack.at(-1) === 'VEVENT') events.at(-1)![name] = value;
    else if (stack.at(-1) === 'VCALENDAR') calendar[name] = value;
  }
  if (stack.length > 0) throw new Error(`${stack.join(', ')} not closed`);
  if (logical[0] !== 'BEGIN:VCALENDAR') throw new Error('not a VCALENDAR');
  if (!calendar.VERSION || !calendar.PRODID) throw new Error('VERSION and PRODID are required');
  for (const event of events) {
    for (const required of ['UID', 'DTSTAMP', 'DTSTART']) if (!event[required]) throw new Error(`a VEVENT without ${required}`);
  }
  return { calendar, events, properties };
}

/** 20261201T113000Z as a Date. */
export function icsDate(value: string): Date {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!m) throw new Error(`not a UTC DATE-TIME: ${value}`);
  return new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!));
}
