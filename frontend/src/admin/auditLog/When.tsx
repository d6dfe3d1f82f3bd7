/** The moment of an audit record, in the admin's locale and zone. */
export function When({ iso }: { iso: string }) {
  return <time dateTime={iso}>{new Date(iso).toLocaleString()}</time>;
}
