/**
 * npm run bench:lists [-- --rows=100000 --runs=7]
 *
 * Fills a throw-away database with `rows` users, service requests, contact messages and ratings, then
 * times the provider's paged list calls and the dashboard statistics over loopback HTTP, and prints
 * the figures (median and slowest of `runs` calls each). Measures only; asserts nothing.
 *
 * Database: an in-memory PGlite; with DATABASE_URL, a fresh schema in that PostgreSQL database, dropped
 * at the end (kept with --keep, to EXPLAIN queries in psql).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
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
import { createUser } from '../provider/users/users.repository';

const SERVICES = 20;

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
    insert into service_requests (client_id, priorite, prefered_contact_methode, description, prefered_date_and_time, location, budget, status, created_at, updated_at)
    select ${client}::int + ((g::bigint * 7919) % ${rows})::int, (array['low','medium','high'])[1 + g % 3], (array['email','phone','whatsapp'])[1 + g % 3],
           'Request ' || g || ': please coordinate the works at our villa', now() + interval '7 days',
           (array['Khobar','Dammam','Riyadh','Jeddah','Dhahran'])[1 + g % 5] || ' district ' || (g % 97), 1000 + g % 5000,
           (array['pending','in_review','quoted','in_progress','completed','cancelled'])[1 + g % 6],
           now() - g * interval '5 minutes', now() - g * interval '5 minutes'
    from generate_series(1, ${rows}) g`.execute(db);
  await sql`
    insert into service_request_items (request_id, service_id, is_additional_service, service_title, service_arabic_title, position)
    select id, ${service}::int + id % ${SERVICES}, false, 'Service', 'خدمة', 0 from service_requests`.execute(db);
  await sql`
    insert into contact_messages (name, email, phone, subject, description, priorite, prefered_contact_methode, created_at)
    select 'Visitor ' || g, 'visitor' || g || '@bench.test', '', 'Question ' || g, 'A question about service ' || (g % ${SERVICES}) || ' and its price.',
           (array['normal','medium','urgent'])[1 + g % 3], (array['gmail','phone','whatsapp'])[1 + g % 3], now() - g * interval '4 minutes'
    from generate_series(1, ${rows}) g`.execute(db);
  await sql`
    insert into rates (value, comment, service_id, client_id, created_at)
    select 1 + g % 5, 'Comment ' || g || (case when g % 50 = 0 then ' excellent garden work' else ' good' end),
           ${service}::int + g % ${SERVICES}, ${client}::int + ((g::bigint * 104729) % ${rows})::int, now() - g * interval '6 minutes'
    from generate_series(1, ${rows}) g`.execute(db);
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
  try {
    await migrateToLatest(database);
    out(`database: ${database.kind}${database.kind === 'postgres' ? ` (schema ${schema})` : ' (in memory)'}; rows per table: ${rows}; runs per call: ${runs}`);
    const [, fillMs] = await timed(() => fill(database.db, rows));
    out(`filled users, clients, requests (+ items), messages and ratings in ${(fillMs / 1000).toFixed(1)} s`);

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
    const token = await createTokenService(config.tokenSecret, 5).issue({ userId: admin.id, passwordFingerprint: passwordFingerprint(admin.password_hash) });
    const app = createProviderApp({ config, db: database.db, mailer: createMemoryMailer(), logger: pino({ level: 'silent' }) });
    server.on('request', app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const someUser = Number((await sql<{ id: number }>`select u.id from users u join clients c on c.user_id = u.id join service_requests r on r.client_id = c.id limit 1`.execute(database.db)).rows[0]!.id);
    const lastPage = Math.ceil(rows / 20);

    const calls: Array<[string, string]> = [
      ['users, page 1', '/User/get-all-users?page=1&pageSize=20'],
      [`users, page ${lastPage}`, `/User/get-all-users?page=${lastPage}&pageSize=20`],
      ['users, search "client 4242"', '/User/get-all-users?page=1&pageSize=20&search=client%204242'],
      ['users, inactive businesses', '/User/get-all-users?page=1&pageSize=20&isActive=false&typeUser=2'],
      ['requests, page 1', '/DemandeDeService/get-all?page=1&pageSize=20'],
      [`requests, page ${lastPage}`, `/DemandeDeService/get-all?page=${lastPage}&pageSize=20`],
      ['requests, status pending', '/DemandeDeService/get-all?page=1&pageSize=20&status=pending'],
      ['requests, serviceId', '/DemandeDeService/get-all?page=1&pageSize=20&serviceId=5'],
      ['requests, search "dhahran district 42"', '/DemandeDeService/get-all?page=1&pageSize=20&search=dhahran%20district%2042'],
      ['requests, search client e-mail', '/DemandeDeService/get-all?page=1&pageSize=20&search=client777%40bench'],
      ["a user's requests", `/User/get-user/${someUser}/requests?page=1&pageSize=20`],
      ['messages, page 1', '/ContactUs/get-all?page=1&pageSize=20'],
      [`messages, page ${lastPage}`, `/ContactUs/get-all?page=${lastPage}&pageSize=20`],
      ['messages, search "question 9999"', '/ContactUs/get-all?page=1&pageSize=20&search=question%209999'],
      ['ratings, page 1', '/Rates/get-all?page=1&pageSize=20'],
      ['ratings, 5 stars', '/Rates/get-all?page=1&pageSize=20&value=5'],
      ['ratings, serviceId', '/Rates/get-all?page=1&pageSize=20&serviceId=3'],
      ['ratings, search "excellent"', '/Rates/get-all?page=1&pageSize=20&search=excellent'],
      ["a user's ratings", `/User/get-user/${someUser}/ratings?page=1&pageSize=20`],
      ['dashboard stats', '/Dashboard/stats'],
    ];
    const headers = { Authorization: `Bearer ${token}` };
    out();
    out(`${'call'.padEnd(40)} ${'median ms'.padStart(10)} ${'max ms'.padStart(9)} ${'total'.padStart(8)}`);
    for (const [label, url] of calls) {
      const times: number[] = [];
      let total = '';
      for (let i = 0; i < runs + 1; i++) {
        const [body, ms] = await timed(async () => {
          const res = await fetch(base + url, { headers });
          if (!res.ok) throw new Error(`${url}: HTTP ${res.status} ${await res.text()}`);
          return (await res.json()) as { result: { total?: number; bookings?: number } };
        });
        if (i > 0) times.push(ms); // the first call warms caches and plans
        total = String(body.result.total ?? body.result.bookings ?? '');
      }
      times.sort((a, b) => a - b);
      out(`${label.padEnd(40)} ${times[Math.floor(times.length / 2)]!.toFixed(1).padStart(10)} ${times.at(-1)!.toFixed(1).padStart(9)} ${total.padStart(8)}`);
    }
    // The spec's plain call answers the whole list; shown once for scale.
    const [bytes, plainMs] = await timed(async () => (await (await fetch(`${base}/ContactUs/get-all`, { headers })).arrayBuffer()).byteLength);
    out();
    out(`plain GET /ContactUs/get-all (all ${rows} messages, ${(bytes / 1e6).toFixed(1)} MB): ${plainMs.toFixed(0)} ms`);
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

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
