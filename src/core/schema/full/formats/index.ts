import { compilePattern } from '../../regex.ts';
import { isDate, isDateTime, isDuration, isTime } from './date-time.ts';
import { isEmail, isHostname, isIpv4, isIpv6 } from './network.ts';
import { isUri, isUriReference } from './uri.ts';

const UUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;
const JSON_POINTER = /^(?:\/(?:[^~/]|~[01])*)*$/;

/** The formats asserted with `formats: 'assert'`; any other format name is an annotation only. */
export const FORMATS: Readonly<Record<string, (text: string) => boolean>> = /* @__PURE__ */ Object.freeze({
  'date-time': isDateTime,
  date: isDate,
  time: isTime,
  duration: isDuration,
  email: isEmail,
  hostname: isHostname,
  ipv4: isIpv4,
  ipv6: isIpv6,
  uri: isUri,
  'uri-reference': isUriReference,
  uuid: (text: string) => UUID.test(text),
  'json-pointer': (text: string) => JSON_POINTER.test(text),
  regex: (text: string) => compilePattern(text) !== undefined,
});
