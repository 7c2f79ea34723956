/**
 * A small XML writer for the documents we build ourselves: elements with attributes, text escaped,
 * no whitespace between elements and every element written with an end tag, so the text we store is
 * byte for byte what the canonical form of its elements is (C14N keeps element content as written).
 */

export type XmlNode = XmlElement | string | null | undefined | false;

export interface XmlElement {
  name: string;
  attributes: Array<[string, string]>;
  children: XmlNode[];
}

/** An element; `null`, `undefined` and `false` children are left out, so optional parts read inline. */
export function el(name: string, attributes: Record<string, string> | null, ...children: XmlNode[]): XmlElement {
  return { name, attributes: Object.entries(attributes ?? {}), children };
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\r/g, '&#xD;');
const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;').replace(/\t/g, '&#x9;').replace(/\n/g, '&#xA;').replace(/\r/g, '&#xD;');

export function serialize(node: XmlNode): string {
  if (node === null || node === undefined || node === false) return '';
  if (typeof node === 'string') return escapeText(node);
  const attributes = node.attributes.map(([key, value]) => ` ${key}="${escapeAttribute(value)}"`).join('');
  return `<${node.name}${attributes}>${node.children.map(serialize).join('')}</${node.name}>`;
}
