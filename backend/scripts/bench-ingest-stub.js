// A diagnostic of bench-player.js, never how the product runs (docs/performance.md, "What the
// plays' write costs a sync"). Loaded into the bench's server with --require when BENCH_INGEST is
// set, it replaces the plays' ingest statement, and nothing else, so that a run shows what a sync
// costs without it:
//   none: no statement at all; every play is answered `accepted` and nothing is stored;
//   bare: the plays are appended durably to `bench_bare_plays` (made on first use): no index,
//         no partition, no rule (due at shownAt, one play a slot, counted once) and no totals.
// Everything else (the sync's HTTP path, its checks, the group commit and its waits) is the product's.
const { Client } = require('pg');
const { INSERT_PLAYS_STATEMENT } = require('../dist/modules/player/play-insert.sql');

const MODE = process.env.BENCH_INGEST;
if (MODE !== 'none' && MODE !== 'bare') throw new Error(`BENCH_INGEST must be none or bare, not ${MODE}`);

/** The table `bare` appends to; bench-player.js counts its rows as the plays stored. */
const BARE_TABLE_SQL = `create table if not exists bench_bare_plays (display_id int not null, ad_creative_id int not null,
  client_play_id varchar(64) not null, shown_at timestamptz not null, slot bigint not null, received_at timestamptz not null,
  verified boolean not null)`;
const BARE_INSERT_SQL = `insert into bench_bare_plays
  select d, c, cp, s, floor(extract(epoch from s) / 10)::bigint, $6::timestamptz, v
    from unnest($1::int[], $2::int[], $3::varchar(64)[], $4::timestamptz[], $5::boolean[]) as t(d, c, cp, s, v)`;

const query = Client.prototype.query;
let made = null; // the table, made once by the first statement; the other in flight waits for it
Client.prototype.query = function (config, ...rest) {
  if (config?.name !== INSERT_PLAYS_STATEMENT) return query.call(this, config, ...rest);
  // The statement's parameters (play-insert.sql.ts, insertPlaysParams): idx, receivedAt, the
  // boundary margin, then a column per array: display, creative, booking, clientPlayId, shownAt, verified, near.
  const v = config.values;
  const answer = {
    rows: v[0]
      .slice(1, -1)
      .split(',')
      .map((idx) => ({ idx: Number(idx), outcome: 'accepted' })),
  };
  if (MODE === 'none') return Promise.resolve(answer);
  made ??= query.call(this, BARE_TABLE_SQL);
  return made
    .then(() => query.call(this, { name: 'bench_bare_insert', text: BARE_INSERT_SQL, values: [v[3], v[4], v[6], v[7], v[8], v[1]] }))
    .then(() => answer);
};
