/**
 * Splits free address text into parts: "number street, city, state zip" and
 * partial forms ("Mill Ave Tempe", "Phoenix AZ", "85004"). The city inside a
 * comma-less text is found later, against the gazetteer.
 */
export interface ParsedAddress {
  zip?: string;
  state?: string;
  streetNumber?: string;
  /** Words of the street (and, without commas, possibly the city at the end). */
  words: string[];
  /** The city when the text gave it in its own comma part. */
  city?: string;
}

const ZIP_AT_END = /(?:^|\s)(\d{5})(?:-\d{4})?$/;
const HOUSE_NUMBER = /^\d+[A-Za-z]?(-\d+)?$/;
const COUNTRY = /^(usa|us|united states( of america)?)$/i;

/** One reading of the text; `withState: false` reads a trailing state name as part of the street or city. */
export function parseAddress(
  text: string,
  stateCodes: Map<string, string>,
  isState: (code: string) => boolean,
  withState = true,
): ParsedAddress {
  const parts = text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length > 1 && COUNTRY.test(parts[parts.length - 1])) parts.pop();
  const result: ParsedAddress = { words: [] };
  if (!parts.length) return result;

  let last = parts[parts.length - 1];
  const zip = ZIP_AT_END.exec(last);
  if (zip) {
    result.zip = zip[1];
    last = last.slice(0, zip.index).trim();
  }
  parts[parts.length - 1] = last;

  if (withState) {
    const words = last.split(' ').filter(Boolean);
    for (let n = Math.min(3, words.length); n >= 1; n--) {
      const tail = words.slice(-n).join(' ');
      const code = n === 1 && tail.length === 2 ? tail.toUpperCase() : stateCodes.get(tail.toUpperCase());
      if (!code || !isState(code)) continue;
      // A two-letter word inside a longer text counts only in capitals ("Palm Ct" is not Connecticut), or as "az";
      // in a comma part of its own any case goes.
      const standalone = parts.length > 1 && words.length === n;
      if (n === 1 && tail.length === 2 && !standalone && tail !== tail.toUpperCase() && code !== 'AZ') continue;
      if (words.length === n && parts.length === 1 && !result.zip) break; // a lone "Arizona" is not an address
      result.state = code;
      parts[parts.length - 1] = words.slice(0, -n).join(' ');
      break;
    }
  }

  const rest = parts.filter(Boolean);
  if (rest.length >= 2) result.city = rest[rest.length - 1];
  const street = rest.length >= 2 ? rest.slice(0, -1).join(' ') : (rest[0] ?? '');
  const words = street.split(' ').filter(Boolean);
  if (words.length > 1 && HOUSE_NUMBER.test(words[0])) result.streetNumber = words.shift();
  result.words = words;
  return result;
}
