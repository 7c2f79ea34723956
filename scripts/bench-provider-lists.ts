/**
 * npm run bench:lists [-- --rows=100000 --runs=7 --only=REGEX --save=FILE --compare=FILE --keep]
 *
 * Fills a throw-away database with `rows` users, service requests, contact messages, ratings, quotes
 * and blog posts, then times over loopback HTTP every paged list (first page, last page, each
 * filter, each search), the public lists and the dashboard statistics, and prints a table: the
 * first (cold) call, the median and slowest of `runs` repeats, and for answers with an ETag the
 * median of a revalidation (If-None-Match, answered 304). Measures only; asserts nothing.
 *
 * Then streams each CSV export of 100,000 rows (bookings, quotes, messages, users, ratings) and, for
 * contrast, the whole bookings list as one JSON answer, printing time, size, rows and how much the
 * process's heap grew while it was read (provider and reader share the process).
 *
 * --save=FILE writes the figures as JSON; --compare=FILE prints them beside the figures of such a
 * file (before / after). --only=REGEX times only the calls whose label matches.
 *
 * Database: an in-memory PGlite; with DATABASE_URL, a fresh schema in that PostgreSQL database, dropped
 * at the end (kept with --keep, to EXPLAIN queries in psql).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import v8 from 'node:v8';
import vm from 'node:vm';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import pino from 'pino';
import { createProviderApp } from '../provider/app';
import { passwordFingerprint } from '../provider/auth/passwords';
import { createTokenService } from '../provider/auth/tokens';
import { loadProviderConfig } from '../provider/config';
import { openDatabase, type Database } from '../provider/db/database';
import { migrateToLatest } from '../provider/db/migrate';
import { createMemoryMailer } from '../provider/mail/mailer';
import { createTableQueue } from '../provider/jobs/table-queue';
import { createUser, findUserById } from '../provider/users/users.repository';

const SERVICES = 20;

function textOption(name: string): string | undefined {
  return process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
}

function option(name: string, fallback: number): number {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`));
  const value = arg ? Number(arg.split('=')[1]) : fallback;
  if (!Number.isSafeInteger(value) || value < 1) throw new Error(`--${name} must be a positive integer`);
  return value;
}

const out = (line = '') => process.stdout.write(`${line}\n`);

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const start = process.hrtime.bigint();
  const result = await work();
  return [result, Number(process.hrtime.bigint() - start) / 1e6];
}

/** Bulk rows with generate_series: one statement per table, the same on PGlite and PostgreSQL. */
async function fill(db: Kysely<Database>, rows: number): Promise<void> {
  await sql`
    insert into services (title, arabic_title, description, arabic_description, duration_min, duration_max, duration_unit, price)
    select 'Service ' || g, 'خدمة ' || g, 'Description of service ' || g, 'وصف الخدمة ' || g, 1, 5, 'Day', 100 * g
    from generate_series(1, ${SERVICES}) g`.execute(db);
  await sql`
    insert into users (full_name, user_name, email, phone_number, type_user, is_active, email_confirmed, start_date, password_hash, role, created_at)
    select 'Client ' || g, 'client' || g || '@bench.test', 'client' || g || '@bench.test', '+9665' || lpad(g::text, 8, '0'),
           1 + g % 3, g % 10 <> 0, true, now() - g * interval '3 minutes', 'disabled$bench', 'Client', now() - g * interval '3 minutes'
    from generate_series(1, ${rows}) g`.execute(db);
  await sql`insert into clients (user_id) select id from users where role = 'Client' order by id`.execute(db);
  const first = await sql<{ client: number; service: number }>`
    select (select min(id) from clients) as client, (select min(id) from services) as service`.execute(db);
  const { client, service } = first.rows[0]!;
  await sql`
    insert into bookings (client_id, priorite, prefered_contact_methode, description, prefered_date_and_time, location, budget, status, created_at, updated_at)
    select ${client}::int + ((g::bigint * 7919) % ${rows})::int, (array['low','medium','high'])[1 + g % 3], (array['email','phone','whatsapp'])[1 + g % 3],
           'Request ' || g || ': please coordinate the works at our villa', now() + interval '7 days',
           (array['Khobar','Dammam','Riyadh','Jeddah','Dhahran'])[1 + g % 5] || ' district ' || (g % 97), 1000 + g % 5000,
           (array['pending','in_review','quoted','in_progress','completed','cancelled'])[1 + g % 6],
           now() - g * interval '5 minutes', now() - g * interval '5 minutes'
    from generate_series(1, ${rows}) g`.execute(db);
  await sql`
    insert into booking_items (request_id, service_id, is_additional_service, service_title, service_arabic_title, position)
    select id, ${service}::int + id % ${SERVICES}, false, 'Service', 'خدمة', 0 from bookings`.execute(db);
  await sql`
    insert into contact_messages (name, email, phone, subject, description, priorite, prefered_contact_methode, created_at)
    select 'Visitor ' || g, 'visitor' || g || '@bench.test', '', 'Question ' || g, 'A question about service ' || (g % ${SERVICES}) || ' and its price.',
           (array['normal','medium','urgent'])[1 + g % 3], (array['gmail','phone','whatsapp'])[1 + g % 3], now() - g * interval '4 minutes'
    from generate_series(1, ${rows}) g`.execute(db);
  await sql`
    insert into ratings (value, comment, service_id, client_id, created_at)
    select 1 + g % 5, 'Comment ' || g || (case when g % 50 = 0 then ' excellent garden work' else ' good' end),
           ${service}::int + g % ${SERVICES}, ${client}::int + ((g::bigint * 104729) % ${rows})::int, now() - g * interval '6 minutes'
    from generate_series(1, ${rows}) g`.execute(db);
  await sql`
    insert into partners (name, arabic_name, location, arabic_location, description, arabic_description, service_id)
    select 'Partner ' || g, 'شريك ' || g, 'Khobar', 'الخبر', 'Partner number ' || g, 'الشريك ' || g, ${service}::int + g % ${SERVICES}
    from generate_series(1, 40) g`.execute(db);
  // Quotes: one per request, a mix of statuses, some pending ones past their valid-until day.
  const firstRequest = Number((await sql<{ id: number }>`select min(id) as id from bookings`.execute(db)).rows[0]!.id);
  await sql`
    insert into quotes (quote_number, quote_year, quote_sequence, request_id, client_id, client_name, client_email, client_phone, quote_date, valid_until,
                        subtotal_halalas, tax_rate_bp, tax_halalas, total_halalas, status, rejection_reason, created_at, updated_at)
    select 'Q-2026-' || lpad(g::text, 6, '0'), 2026, g, r.id, r.client_id, 'Client ' || g, 'quote' || g || '@bench.test', '+966500000000',
           now() - g * interval '7 minutes', current_date + (g % 60 - 20), 100000 + g, 1500, 15000, 115000 + g,
           (array['pending','accepted','rejected'])[1 + g % 3], case when g % 3 = 2 then 'Too expensive' end,
           now() - g * interval '7 minutes', now() - g * interval '7 minutes'
    from generate_series(1, ${rows}) g join bookings r on r.id = ${firstRequest}::int + g - 1`.execute(db);
  await sql`
    insert into quote_items (quote_id, position, name, description, quantity, unit_price_halalas, total_halalas)
    select id, 0, 'Works', '', 1, subtotal_halalas, subtotal_halalas from quotes`.execute(db);
  // Posts: mostly published (a few scheduled ahead), some drafts; every one in English, two in three in Arabic too.
  await sql`
    insert into posts (slug, status, published_at, created_at, updated_at)
    select 'post-' || g, case when g % 10 = 0 then 'draft' else 'published' end,
           case when g % 10 = 0 then null when g % 10 = 5 and g < 500 then now() + g * interval '1 hour' else now() - g * interval '8 minutes' end,
           now() - g * interval '8 minutes', now() - g * interval '8 minutes'
    from generate_series(1, ${rows}) g`.execute(db);
  await sql`
    insert into post_translations (post_id, language, title, summary, body, reading_minutes)
    select id, 'en', 'Post ' || id || (case when id % 40 = 1 then ' about drip irrigation' else ' about gardens' end),
           'A summary of post ' || id, 'The text of post ' || id || '. It talks about gardens, pools and the seasons in the Eastern Province.', 2
    from posts`.execute(db);
  await sql`
    insert into post_translations (post_id, language, title, summary, body, reading_minutes)
    select id, 'ar', 'مقالة ' || id, 'ملخص المقالة ' || id, 'نص المقالة ' || id || ' عن الحدائق والمسابح.', 2
    from posts where id % 3 <> 0`.execute(db);
  await sql`insert into post_services (post_id, service_id, position) select id, ${service}::int + id % ${SERVICES}, 0 from posts`.execute(db);
  // What autovacuum does after a bulk load: statistics, and trigram (GIN) pending lists merged. Without
  // it the planner, seeing the pending lists, scans tables instead of using the search indexes.
  await sql`vacuum analyze`.execute(db);
}

async function main(): Promise<void> {
  const rows = option('rows', 100_000);
  const runs = option('runs', 7);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-provider-'));
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const config = loadProviderConfig({
    ...process.env,
    DATA_DIR: dataDir,
    PROVIDER_TOKEN_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    ...(process.env.DATABASE_URL ? { DATABASE_SCHEMA: schema } : {}),
  });
  const database = await openDatabase(config, { inMemory: true });
  const server = createServer();
  // Reading a 20 MB answer can take the client longer than Node's 5 s keep-alive: the server would
  // close the idle connection just as the next call reuses it (ECONNRESET).
  server.keepAliveTimeout = 120_000;
  try {
    await migrateToLatest(database);
    out(`database: ${database.kind}${database.kind === 'postgres' ? ` (schema ${schema})` : ' (in memory)'}; rows per table: ${rows}; runs per call: ${runs}`);
    const [, fillMs] = await timed(() => fill(database.db, rows));
    out(`filled users, clients, requests (+ items), messages, ratings, partners, quotes (+ items) and posts (+ versions) in ${(fillMs / 1000).toFixed(1)} s`);

    const admin = await createUser(database.db, {
      fullName: 'Bench Admin',
      email: 'admin@bench.test',
      phoneNumber: '',
      typeUser: 3,
      startDate: new Date(),
      passwordHash: 'disabled$bench',
      role: 'Admin',
      emailConfirmed: true,
    });
    const token = await createTokenService(config.tokenSecret, 60).issue({ userId: admin.id, passwordFingerprint: passwordFingerprint(admin.password_hash) });
    const app = createProviderApp({
      config,
      db: database.db,
      mailer: createMemoryMailer(),
      jobs: createTableQueue({ db: database.db, logger: pino({ level: 'silent' }) }),
      logger: pino({ level: process.env.BENCH_LOG_LEVEL ?? 'silent' }),
    });
    server.on('request', app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const someUser = Number(
      (
        await sql<{
          id: number;
        }>`select u.id from users u join clients c on c.user_id = u.id join bookings r on r.client_id = c.id join quotes q on q.client_id = c.id join ratings t on t.client_id = c.id where u.is_active limit 1`.execute(
          database.db,
        )
      ).rows[0]!.id,
    );
    const clientRow = (await findUserById(database.db, someUser))!;
    const clientToken = await createTokenService(config.tokenSecret, 5).issue({
      userId: clientRow.id,
      passwordFingerprint: passwordFingerprint(clientRow.password_hash),
    });
    const lastPage = Math.ceil(rows / 20);
    const postPages = Math.ceil((rows * 0.9) / 20) - 3; // published posts, far down the list
    const somePost = (
      await sql<{ slug: string }>`select slug from posts where status = 'published' and published_at <= now() order by published_at desc limit 1`.execute(
        database.db,
      )
    ).rows[0]!.slug;

    const asAdmin = { Authorization: `Bearer ${token}` };
    const asClient = { Authorization: `Bearer ${clientToken}` };
    const visitor = {};
    const calls: Array<[label: string, url: string, headers: Record<string, string>]> = [
      ['users, page 1', '/User/get-all-users?page=1&pageSize=20', asAdmin],
      [`users, page ${lastPage}`, `/User/get-all-users?page=${lastPage}&pageSize=20`, asAdmin],
      [`users, page ${lastPage / 2}`, `/User/get-all-users?page=${lastPage / 2}&pageSize=20`, asAdmin],
      ['users, search "client 4242"', '/User/get-all-users?page=1&pageSize=20&search=client%204242', asAdmin],
      ['users, inactive businesses', '/User/get-all-users?page=1&pageSize=20&isActive=false&typeUser=2', asAdmin],
      ['users, role Client, last page', `/User/get-all-users?page=${lastPage}&pageSize=20&role=Client`, asAdmin],
      ['requests, page 1', '/DemandeDeService/get-all?page=1&pageSize=20', asAdmin],
      [`requests, page ${lastPage}`, `/DemandeDeService/get-all?page=${lastPage}&pageSize=20`, asAdmin],
      ['requests, status pending', '/DemandeDeService/get-all?page=1&pageSize=20&status=pending', asAdmin],
      ['requests, pending, last page', `/DemandeDeService/get-all?page=${Math.ceil(rows / 6 / 20)}&pageSize=20&status=pending`, asAdmin],
      ['requests, serviceId', '/DemandeDeService/get-all?page=1&pageSize=20&serviceId=5', asAdmin],
      ['requests, search "dhahran district 42"', '/DemandeDeService/get-all?page=1&pageSize=20&search=dhahran%20district%2042', asAdmin],
      ['requests, search client e-mail', '/DemandeDeService/get-all?page=1&pageSize=20&search=client777%40bench', asAdmin],
      ["a user's requests", `/User/get-user/${someUser}/requests?page=1&pageSize=20`, asAdmin],
      ['my requests (client)', '/DemandeDeService/my-requests?page=1&pageSize=20', asClient],
      ['messages, page 1', '/ContactUs/get-all?page=1&pageSize=20', asAdmin],
      [`messages, page ${lastPage}`, `/ContactUs/get-all?page=${lastPage}&pageSize=20`, asAdmin],
      ['messages, search "question 9999"', '/ContactUs/get-all?page=1&pageSize=20&search=question%209999', asAdmin],
      ['ratings, page 1', '/Rates/get-all?page=1&pageSize=20', asAdmin],
      [`ratings, page ${lastPage}`, `/Rates/get-all?page=${lastPage}&pageSize=20`, asAdmin],
      ['ratings, 5 stars', '/Rates/get-all?page=1&pageSize=20&value=5', asAdmin],
      ['ratings, serviceId', '/Rates/get-all?page=1&pageSize=20&serviceId=3', asAdmin],
      ['ratings, with comment', '/Rates/get-all?page=1&pageSize=20&withComment=true', asAdmin],
      ['ratings, search "excellent"', '/Rates/get-all?page=1&pageSize=20&search=excellent', asAdmin],
      ['ratings, search "client 4242"', '/Rates/get-all?page=1&pageSize=20&search=client%204242', asAdmin],
      ["a user's ratings", `/User/get-user/${someUser}/ratings?page=1&pageSize=20`, asAdmin],
      ['quotes, page 1', '/Quotes/get-all?page=1&pageSize=20', asAdmin],
      [`quotes, page ${lastPage}`, `/Quotes/get-all?page=${lastPage}&pageSize=20`, asAdmin],
      ['quotes, expired', '/Quotes/get-all?page=1&pageSize=20&status=expired', asAdmin],
      ['quotes, search "Q-2026-0042"', '/Quotes/get-all?page=1&pageSize=20&search=Q-2026-0042', asAdmin],
      ['quotes, search e-mail', '/Quotes/get-all?page=1&pageSize=20&search=quote777%40bench', asAdmin],
      ['my quotes (client)', '/Quotes/my-quotes?page=1&pageSize=20', asClient],
      ['admin posts, page 1', '/Blog/admin/posts?page=1&pageSize=20', asAdmin],
      [`admin posts, page ${lastPage}`, `/Blog/admin/posts?page=${lastPage}&pageSize=20`, asAdmin],
      ['admin posts, drafts', '/Blog/admin/posts?page=1&pageSize=20&status=draft', asAdmin],
      ['admin posts, scheduled', '/Blog/admin/posts?page=1&pageSize=20&status=scheduled', asAdmin],
      ['admin posts, Arabic', '/Blog/admin/posts?page=1&pageSize=20&language=ar', asAdmin],
      ['admin posts, search "drip irrigation"', '/Blog/admin/posts?page=1&pageSize=20&search=drip%20irrigation', asAdmin],
      ['posts (en), page 1', '/Blog/posts?page=1&pageSize=20&language=en', visitor],
      [`posts (en), page ${postPages}`, `/Blog/posts?page=${postPages}&pageSize=20&language=en`, visitor],
      ['posts (ar), page 1', '/Blog/posts?page=1&pageSize=20&language=ar', visitor],
      ['posts, serviceId', '/Blog/posts?page=1&pageSize=20&language=en&serviceId=4', visitor],
      ['posts, search "drip irrigation"', '/Blog/posts?page=1&pageSize=20&language=en&search=drip%20irrigation', visitor],
      ['one post', `/Blog/posts/${somePost}`, visitor],
      ['partners', '/Partners/get-all', visitor],
      ['site content', '/Content', visitor],
      ['ratings summary', '/Rates/summary', visitor],
      ['public ratings, page 1', '/Rates/get-all?page=1&pageSize=20&withComment=true', visitor],
      ['one service', '/Services/3', visitor],
      ['services', '/Services', visitor],
      ['dashboard stats', '/Dashboard/stats', asAdmin],
    ];
    const only = textOption('only');
    const selected = only ? calls.filter(([label]) => new RegExp(only, 'i').test(label)) : calls;

    interface Figures {
      first: number;
      median: number;
      max: number;
      revalidate: number | null;
      total: string;
    }
    const figures: Record<string, Figures> = {};
    const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
    for (const [label, url, headers] of selected) {
      const times: number[] = [];
      let total = '';
      let etag: string | null = null;
      for (let i = 0; i < runs + 1; i++) {
        const [body, ms] = await timed(async () => {
          const res = await fetch(base + url, { headers });
          if (!res.ok) throw new Error(`${url}: HTTP ${res.status} ${await res.text()}`);
          etag = res.headers.get('etag');
          return (await res.json()) as { result: { total?: number; bookings?: number; length?: number } };
        });
        times.push(ms); // the first call (cold plans and caches) is shown apart
        total = String(body.result.total ?? body.result.bookings ?? body.result.length ?? '');
      }
      let revalidate: number | null = null;
      if (etag) {
        const checks: number[] = [];
        for (let i = 0; i < runs; i++) {
          const [, ms] = await timed(async () => {
            const res = await fetch(base + url, { headers: { ...headers, 'If-None-Match': etag! } });
            await res.arrayBuffer();
            if (res.status !== 304) throw new Error(`${url}: revalidation answered ${res.status}`);
          });
          checks.push(ms);
        }
        revalidate = median(checks);
      }
      const repeats = times.slice(1);
      figures[label] = { first: times[0]!, median: median(repeats), max: Math.max(...repeats), revalidate, total };
      process.stderr.write('.');
    }
    process.stderr.write('\n');

    const save = textOption('save');
    if (save) writeFileSync(save, JSON.stringify({ kind: database.kind, rows, figures }, null, 2));
    const comparePath = textOption('compare');
    const before = comparePath ? (JSON.parse(readFileSync(comparePath, 'utf8')) as { figures: Record<string, Figures> }).figures : null;
    const ms = (value: number | null | undefined) => (value === null || value === undefined ? '-' : value.toFixed(1));
    const columns = (f: Figures | undefined) => [ms(f?.first), ms(f?.median), ms(f?.max), ms(f?.revalidate)];
    const head = ['first', 'median', 'max', '304'];
    out();
    if (before) {
      out(`${''.padEnd(40)} ${'before (ms)'.padEnd(31)}   ${'after (ms)'.padEnd(31)}`);
      out(`${'call'.padEnd(40)} ${head.map((h) => h.padStart(7)).join(' ')} | ${head.map((h) => h.padStart(7)).join(' ')} ${'total'.padStart(8)}`);
    } else {
      out(`${'call'.padEnd(40)} ${head.map((h) => `${h} ms`.padStart(10)).join(' ')} ${'total'.padStart(8)}`);
    }
    for (const [label] of selected) {
      const f = figures[label]!;
      if (before) {
        out(
          `${label.padEnd(40)} ${columns(before[label])
            .map((c) => c.padStart(7))
            .join(' ')} | ${columns(f)
            .map((c) => c.padStart(7))
            .join(' ')} ${f.total.padStart(8)}`,
        );
      } else {
        out(
          `${label.padEnd(40)} ${columns(f)
            .map((c) => c.padStart(10))
            .join(' ')} ${f.total.padStart(8)}`,
        );
      }
    }
    out();
    out('first: the first call (cold); median and max: of the repeats; 304: median revalidation with If-None-Match (answers with an ETag only).');
    await benchExports(base, asAdmin, only);
  } finally {
    server.close();
    await database.close();
    if (database.kind === 'postgres' && process.argv.includes('--keep')) {
      out(`kept schema ${schema}: psql "${config.databaseUrl}" -c 'set search_path = ${schema}' ...`);
    } else if (database.kind === 'postgres') {
      const client = new pg.Client({ connectionString: config.databaseUrl! });
      await client.connect();
      await client.query(`drop schema if exists "${schema}" cascade`).finally(() => client.end());
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A full garbage collection, so a heap reading starts from what is really held. */
function collectGarbage(): void {
  v8.setFlagsFromString('--expose-gc');
  (vm.runInNewContext('gc') as () => void)();
}

/**
 * Streams each export whole and watches the heap meanwhile: a streamed export holds one batch, the
 * JSON list of every row holds them all.
 */
async function benchExports(base: string, headers: Record<string, string>, only: string | undefined): Promise<void> {
  const exports: Array<[label: string, url: string]> = [
    ['export bookings (CSV)', '/DemandeDeService/export'],
    ['export quotes (CSV)', '/Quotes/export'],
    ['export messages (CSV)', '/ContactUs/export'],
    ['export users (CSV)', '/User/export'],
    ['export ratings (CSV)', '/Rates/export'],
    ['every booking as one JSON answer', '/DemandeDeService/get-all'],
  ];
  const selected = only ? exports.filter(([label]) => new RegExp(only, 'i').test(label)) : exports;
  if (selected.length === 0) return;
  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
  out();
  out(`${'export'.padEnd(40)} ${'ms'.padStart(8)} ${'MB'.padStart(7)} ${'rows'.padStart(8)} ${'heap +MB'.padStart(9)} ${'BOM'.padStart(4)}`);
  for (const [label, url] of selected) {
    collectGarbage();
    const baseline = process.memoryUsage().heapUsed;
    let peak = baseline;
    const sample = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().heapUsed);
    }, 2);
    const [result, ms] = await timed(async () => {
      const res = await fetch(base + url, { headers });
      if (!res.ok || !res.body) throw new Error(`${url}: HTTP ${res.status}`);
      let bytes = 0;
      let lines = 0;
      let bom = false;
      for await (const chunk of res.body) {
        // UTF-8's byte order mark first, so that Excel reads the Arabic right.
        if (bytes === 0) bom = chunk[0] === 0xef && chunk[1] === 0xbb && chunk[2] === 0xbf;
        bytes += chunk.length;
        for (const byte of chunk) if (byte === 10) lines++;
        peak = Math.max(peak, process.memoryUsage().heapUsed);
      }
      return { bytes, lines, bom };
    });
    clearInterval(sample);
    // CSV: lines less the header; JSON: one line, so the rows are not counted.
    const rows = url.endsWith('/export') ? String(result.lines - 1) : '-';
    const bom = url.endsWith('/export') ? (result.bom ? 'yes' : 'NO') : '-';
    out(
      `${label.padEnd(40)} ${ms.toFixed(0).padStart(8)} ${mb(result.bytes).padStart(7)} ${rows.padStart(8)} ${mb(peak - baseline).padStart(9)} ${bom.padStart(4)}`,
    );
  }
  out(
    "heap +MB: the most the heap grew over its level after a full collection while the answer was produced and read; BOM: the answer starts with UTF-8's byte order mark.",
  );
}

main().catch((error: unknown) => {
  const cause = error instanceof Error && error.cause ? `\ncaused by: ${error.cause instanceof Error ? error.cause.stack : String(error.cause)}` : '';
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}${cause}\n`);
  process.exit(1);
});
