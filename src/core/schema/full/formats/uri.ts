/** RFC 3986 URIs and URI references, checked part by part after the RFC's own splitting expression. */
import { isIpv6 } from './network.ts';

const SPLIT = /^(?:([^:/?#]+):)?(?:\/\/([^/?#]*))?([^?#]*)(?:\?([^#]*))?(?:#(.*))?$/s;
const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*$/;
const PATH = /^(?:[A-Za-z0-9\-._~!$&'()*+,;=:@/]|%[0-9A-Fa-f]{2})*$/;
const QUERY = /^(?:[A-Za-z0-9\-._~!$&'()*+,;=:@/?]|%[0-9A-Fa-f]{2})*$/;
const USERINFO = /^(?:[A-Za-z0-9\-._~!$&'()*+,;=:]|%[0-9A-Fa-f]{2})*$/;
const REG_NAME = /^(?:[A-Za-z0-9\-._~!$&'()*+,;=]|%[0-9A-Fa-f]{2})*$/;
const IP_FUTURE = /^[vV][0-9A-Fa-f]+\.[A-Za-z0-9\-._~!$&'()*+,;=:]+$/;

function isAuthority(authority: string): boolean {
  const at = authority.indexOf('@');
  if (at !== -1 && !USERINFO.test(authority.slice(0, at))) return false;
  const hostPort = authority.slice(at + 1);
  let host = hostPort;
  let port = '';
  if (hostPort.startsWith('[')) {
    const close = hostPort.indexOf(']');
    if (close === -1) return false;
    host = hostPort.slice(1, close);
    const rest = hostPort.slice(close + 1);
    if (rest !== '' && !rest.startsWith(':')) return false;
    port = rest.slice(1);
    if (!isIpv6(host) && !IP_FUTURE.test(host)) return false;
  } else {
    const colon = hostPort.lastIndexOf(':');
    if (colon !== -1) {
      host = hostPort.slice(0, colon);
      port = hostPort.slice(colon + 1);
    }
    if (!REG_NAME.test(host)) return false;
  }
  return /^\d*$/.test(port);
}

function isReference(text: string, absolute: boolean): boolean {
  const match = SPLIT.exec(text);
  if (!match) return false;
  const [, scheme, authority, path = '', query, fragment] = match;
  if (scheme === undefined ? absolute : !SCHEME.test(scheme)) return false;
  if (authority !== undefined && !isAuthority(authority)) return false;
  if (!PATH.test(path)) return false;
  // a relative reference's first segment cannot hold a colon (it would read as a scheme)
  if (scheme === undefined && authority === undefined && path.split('/')[0]!.includes(':')) return false;
  return (query === undefined || QUERY.test(query)) && (fragment === undefined || QUERY.test(fragment));
}

export const isUri = (text: string): boolean => isReference(text, true);
export const isUriReference = (text: string): boolean => isReference(text, false);
