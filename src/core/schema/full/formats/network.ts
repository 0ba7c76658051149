/** IPv4, IPv6, host names and e-mail addresses (RFC 2673, 4291, 1123, 5321). */
import { isIdnLabel } from './idna.ts';

const OCTET = '(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])';
const IPV4 = /* @__PURE__ */ new RegExp(`^${OCTET}(?:\\.${OCTET}){3}$`);

export function isIpv4(text: string): boolean {
  return IPV4.test(text);
}

const HEX_GROUP = /^[0-9a-fA-F]{1,4}$/;

export function isIpv6(text: string): boolean {
  let groups = text;
  const lastColon = text.lastIndexOf(':');
  if (lastColon === -1) return false;
  if (text.includes('.', lastColon)) {
    // a trailing IPv4 address stands for the last two groups
    if (!isIpv4(text.slice(lastColon + 1))) return false;
    groups = text.slice(0, lastColon + 1) + '0:0';
  }
  const halves = groups.split('::');
  if (halves.length > 2) return false;
  const parts = (half: string) => (half === '' ? [] : half.split(':'));
  const head = parts(halves[0]!);
  const tail = halves.length === 2 ? parts(halves[1]!) : [];
  if (!head.every((group) => HEX_GROUP.test(group)) || !tail.every((group) => HEX_GROUP.test(group)))
    return false;
  const count = head.length + tail.length;
  return halves.length === 2 ? count <= 7 : count === 8;
}

const LABEL = /^[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?$/;

/** RFC 1123 host names: dot-separated labels of letters, digits and inner hyphens; A-labels must decode. */
export function isHostname(text: string): boolean {
  if (text.length === 0 || text.length > 253) return false;
  return text.split('.').every((label) => LABEL.test(label) && isALabelOk(label));
}

function isALabelOk(label: string): boolean {
  if (label.length >= 4 && label[2] === '-' && label[3] === '-') {
    return /^xn--/i.test(label) && isIdnLabel(label.slice(4));
  }
  return true;
}

const ATOM = "[a-zA-Z0-9!#$%&'*+/=?^_`{|}~-]+";
const DOT_ATOM = /* @__PURE__ */ new RegExp(`^${ATOM}(?:\\.${ATOM})*$`);
const QUOTED = /^"(?:[^"\\\r\n]|\\.)*"$/;

export function isEmail(text: string): boolean {
  const at = text.lastIndexOf('@');
  if (at <= 0 || at === text.length - 1) return false;
  const local = text.slice(0, at);
  const domain = text.slice(at + 1);
  if (!(local.startsWith('"') ? QUOTED.test(local) : DOT_ATOM.test(local))) return false;
  if (domain.startsWith('[') && domain.endsWith(']')) {
    const literal = domain.slice(1, -1);
    return literal.startsWith('IPv6:') ? isIpv6(literal.slice(5)) : isIpv4(literal);
  }
  return isHostname(domain);
}
