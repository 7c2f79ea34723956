import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { DEFAULT_LANGUAGE, isLanguage, type Language, type Role, type UserType } from '../../shared/constants';
import type { Paged } from '../../shared/api/envelope';
import type { User } from '../../shared/types/user';
import { toNumerals, type Numerals } from '../../shared/format/numerals';
import type { Database, Db, UserRow } from '../db/database';
import { likePattern, paged, pageWindow, type ListQuery } from '../http/list-query';
import { inTransaction } from '../db/transaction';
import { keysetBatches } from '../db/keyset-batches';
import { isKeptRecordViolation } from '../db/db-errors';
import { jsonColumn } from '../db/json-column';
import type { BuyerIdentity, NationalAddress } from '../../shared/types/invoice';

export type UserWithClient = UserRow & { client_id: number | null };

function baseQuery(db: Db) {
  return db.selectFrom('users').leftJoin('clients', 'clients.user_id', 'users.id').selectAll('users').select('clients.id as client_id');
}

export function toUser(row: UserWithClient): User {
  return {
    id: row.id,
    fullName: row.full_name,
    userName: row.user_name,
    email: row.email,
    phoneNumber: row.phone_number,
    typeUser: row.type_user as UserType,
    isActive: row.is_active,
    emailConfirmed: row.email_confirmed,
    pendingEmail: row.pending_email ?? null,
    startDate: row.start_date.toISOString(),
    roles: [row.role],
    client: row.client_id === null ? null : { id: row.client_id },
    createdAt: row.created_at.toISOString(),
    lastLoginAt: row.last_login_at ? row.last_login_at.toISOString() : null,
    numerals: toNumerals(row.numerals) ?? null,
    hijri: row.hijri ?? null,
    archivedAt: row.archived_at ? row.archived_at.toISOString() : null,
    anonymised: row.anonymised_at !== null,
    buyer: buyerOfRow(row),
  };
}

/** The account's tax identity as a buyer, or null (both are kept or neither). */
export function buyerOfRow(row: Pick<UserRow, 'buyer_vat_number' | 'buyer_address'>): BuyerIdentity | null {
  if (row.buyer_vat_number === null || row.buyer_address === null) return null;
  return { vatNumber: row.buyer_vat_number, address: jsonColumn<NationalAddress>(row.buyer_address) };
}

export async function findUserById(db: Db, id: number): Promise<UserWithClient | undefined> {
  return baseQuery(db).where('users.id', '=', id).executeTakeFirst();
}

export async function findUserByEmail(db: Db, email: string): Promise<UserWithClient | undefined> {
  return baseQuery(db).where(sql<string>`lower(users.email)`, '=', email.trim().toLowerCase()).executeTakeFirst();
}

/** The language a client reads (their account's), for the e-mails that open in it; the default when unknown. */
export async function clientLanguage(db: Db, clientId: number): Promise<Language> {
  const reader = await db
    .selectFrom('clients')
    .innerJoin('users', 'users.id', 'clients.user_id')
    .select(['users.language'])
    .where('clients.id', '=', clientId)
    .executeTakeFirst();
  return isLanguage(reader?.language) ? reader.language : DEFAULT_LANGUAGE;
}

export async function emailTaken(db: Db, email: string, exceptUserId?: number): Promise<boolean> {
  let query = db.selectFrom('users').select('id').where(sql<string>`lower(email)`, '=', email.trim().toLowerCase());
  if (exceptUserId !== undefined) query = query.where('id', '<>', exceptUserId);
  return (await query.executeTakeFirst()) !== undefined;
}

export interface NewUserInput {
  fullName: string;
  email: string;
  phoneNumber: string;
  typeUser: number;
  startDate: Date;
  passwordHash: string;
  role: Role;
  emailConfirmed: boolean;
  isActive?: boolean;
  /** The partner a Partner login is (required for that role, null for the others). */
  partnerId?: number | null;
}

/** A user and, for the Client role, its client record, in one transaction. */
export async function createUser(db: Db, input: NewUserInput): Promise<UserWithClient> {
  const id = await inTransaction(db, async (trx) => {
    const user = await trx
      .insertInto('users')
      .values({
        full_name: input.fullName,
        user_name: input.email,
        email: input.email,
        phone_number: input.phoneNumber,
        type_user: input.typeUser,
        start_date: input.startDate,
        password_hash: input.passwordHash,
        role: input.role,
        email_confirmed: input.emailConfirmed,
        is_active: input.isActive ?? true,
        partner_id: input.partnerId ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (input.role === 'Client') await trx.insertInto('clients').values({ user_id: user.id }).execute();
    return user.id;
  });
  return (await findUserById(db, id))!;
}

export interface UserListFilter extends ListQuery {
  isActive: boolean | null;
  typeUser: number | null;
  role: Role | null;
  /** true: archived accounts only; false: live ones only; null: both. */
  archived: boolean | null;
}

/** The filters as one condition on users alone: the page and its count share it; the count needs no join. */
function userConditions(filter: UserListFilter) {
  return (eb: ExpressionBuilder<Database, 'users'>) => {
    const conditions: Expression<SqlBool>[] = [];
    if (filter.search) {
      const pattern = likePattern(filter.search);
      conditions.push(eb.or([eb('users.full_name', 'ilike', pattern), eb('users.email', 'ilike', pattern), eb('users.phone_number', 'ilike', pattern)]));
    }
    if (filter.isActive !== null) conditions.push(eb('users.is_active', '=', filter.isActive));
    if (filter.typeUser !== null) conditions.push(eb('users.type_user', '=', filter.typeUser));
    if (filter.role !== null) conditions.push(eb('users.role', '=', filter.role));
    if (filter.archived !== null) conditions.push(eb('users.archived_at', filter.archived ? 'is not' : 'is', null));
    return eb.and(conditions);
  };
}

/** The number of users the filter lists: a sum of the kept counts, or (with a search) a count of the matches. */
async function countUsers(db: Db, filter: UserListFilter): Promise<number> {
  // The kept counts are by status, type and role; archived accounts are few, counted as they are asked for.
  if (filter.search || filter.archived !== null) {
    const row = await db
      .selectFrom('users')
      .where(userConditions(filter))
      .select((eb) => eb.fn.countAll().as('total'))
      .executeTakeFirstOrThrow();
    return Number(row.total);
  }
  let query = db.selectFrom('user_counts').select((eb) => eb.fn.sum<string | number | null>('n').as('total'));
  if (filter.isActive !== null) query = query.where('is_active', '=', filter.isActive);
  if (filter.typeUser !== null) query = query.where('type_user', '=', filter.typeUser);
  if (filter.role !== null) query = query.where('role', '=', filter.role);
  return Number((await query.executeTakeFirstOrThrow()).total ?? 0);
}

export async function listUsers(db: Db, filter: UserListFilter): Promise<User[] | Paged<User>> {
  const where = userConditions(filter);
  if (filter.page === null) return (await baseQuery(db).where(where).orderBy('users.id', 'asc').execute()).map(toUser);
  const total = await countUsers(db, filter);
  const window = pageWindow(filter, total);
  // The page's ids from the table alone (from the nearer end), then only those rows joined.
  const pageIds = db
    .selectFrom('users')
    .where(where)
    .select('users.id')
    .orderBy('users.id', window.fromEnd ? 'desc' : 'asc')
    .limit(window.limit)
    .offset(window.offset);
  const rows = await baseQuery(db).where('users.id', 'in', pageIds).orderBy('users.id', 'asc').execute();
  return paged(rows.map(toUser), total, filter);
}

/** Every user the filter lists, in the list's order (by id), in batches read by keyset (the CSV export). */
export function userBatches(db: Db, filter: Omit<UserListFilter, 'page' | 'pageSize'>): AsyncGenerator<User[]> {
  const where = userConditions({ ...filter, page: null, pageSize: 0 });
  return keysetBatches<User, number>(async (after, limit) => {
    let query = baseQuery(db).where(where).orderBy('users.id', 'asc').limit(limit);
    if (after !== null) query = query.where('users.id', '>', after);
    const rows = await query.execute();
    return { rows: rows.map(toUser), last: rows[rows.length - 1]?.id };
  });
}

export interface UserUpdate {
  fullName: string;
  email: string;
  phoneNumber: string;
  typeUser: number;
  startDate: Date;
  isActive: boolean;
  emailConfirmed: boolean;
  numerals: Numerals | null;
  hijri: boolean | null;
  buyer: BuyerIdentity | null;
}

export async function updateUser(db: Db, id: number, update: UserUpdate): Promise<UserWithClient | undefined> {
  const result = await db
    .updateTable('users')
    .set({
      full_name: update.fullName,
      email: update.email,
      user_name: update.email,
      phone_number: update.phoneNumber,
      type_user: update.typeUser,
      start_date: update.startDate,
      is_active: update.isActive,
      email_confirmed: update.emailConfirmed,
      numerals: update.numerals,
      buyer_vat_number: update.buyer?.vatNumber ?? null,
      buyer_address: update.buyer ? JSON.stringify(update.buyer.address) : null,
      hijri: update.hijri,
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n ? findUserById(db, id) : undefined;
}

export async function setUserActive(db: Db, id: number, isActive: boolean): Promise<boolean> {
  const result = await db.updateTable('users').set({ is_active: isActive, updated_at: new Date() }).where('id', '=', id).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function setPasswordHash(db: Db, id: number, passwordHash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash, updated_at: new Date() }).where('id', '=', id).execute();
}

export async function markEmailConfirmed(db: Db, id: number): Promise<void> {
  await db.updateTable('users').set({ email_confirmed: true, updated_at: new Date() }).where('id', '=', id).execute();
}

export async function touchLastLogin(db: Db, id: number): Promise<void> {
  await db.updateTable('users').set({ last_login_at: new Date() }).where('id', '=', id).execute();
}

/**
 * Deletes a user who left no record, inside the caller's transaction: 'deleted', 'missing', or 'kept'
 * when the database refused because a record points at the account (a booking, quote, invoice,
 * rating, a change or an audit entry it made). The attempt runs under a savepoint, so a refusal
 * leaves the transaction usable for archiving instead: the database, not a list kept here, decides
 * what counts as history.
 */
export async function deleteUserWithoutHistory(trx: Db, id: number): Promise<'deleted' | 'missing' | 'kept'> {
  await sql`savepoint delete_user`.execute(trx);
  try {
    await trx.deleteFrom('clients').where('user_id', '=', id).execute();
    const result = await trx.deleteFrom('users').where('id', '=', id).executeTakeFirst();
    await sql`release savepoint delete_user`.execute(trx);
    return result.numDeletedRows > 0n ? 'deleted' : 'missing';
  } catch (error) {
    if (!isKeptRecordViolation(error)) throw error;
    await sql`rollback to savepoint delete_user`.execute(trx);
    return 'kept';
  }
}

/** Archives an account: deactivated (its tokens are refused from now on) and out of the default lists. */
export async function archiveUser(db: Db, id: number, now = new Date()): Promise<void> {
  await db.updateTable('users').set({ is_active: false, archived_at: now, updated_at: now }).where('id', '=', id).execute();
}

/** Brings an archived account back: listed and able to sign in again. */
export async function unarchiveUser(db: Db, id: number, now = new Date()): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ is_active: true, archived_at: null, updated_at: now })
    .where('id', '=', id)
    .where('archived_at', 'is not', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function countAdmins(db: Db): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('role', '=', 'Admin')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Inside a transaction: locks every active admin's row and says whether `userId` is the only active
 * admin left. The lock makes two admins who deactivate, delete or demote each other at the same
 * moment go one after the other, so the second sees the first's change and is refused.
 */
export async function isLastActiveAdmin(trx: Db, userId: number): Promise<boolean> {
  const admins = await trx.selectFrom('users').select('id').where('role', '=', 'Admin').where('is_active', '=', true).orderBy('id').forUpdate().execute();
  return admins.length === 1 && admins[0]!.id === userId;
}

/** Changes the role; a new Client gets its client record (an Admin keeps one it had: its bookings and ratings hang on it). */
export async function setUserRole(trx: Db, id: number, role: Role): Promise<void> {
  await trx.updateTable('users').set({ role, updated_at: new Date() }).where('id', '=', id).execute();
  if (role === 'Client') {
    const existing = await trx.selectFrom('clients').select('id').where('user_id', '=', id).executeTakeFirst();
    if (!existing) await trx.insertInto('clients').values({ user_id: id }).execute();
  }
}

export async function setUserType(db: Db, id: number, typeUser: UserType): Promise<boolean> {
  const result = await db.updateTable('users').set({ type_user: typeUser, updated_at: new Date() }).where('id', '=', id).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Keeps the address a user asked to change to (null: none waits any more). */
export async function setPendingEmail(db: Db, id: number, pendingEmail: string | null): Promise<void> {
  await db.updateTable('users').set({ pending_email: pendingEmail, updated_at: new Date() }).where('id', '=', id).execute();
}

/** Makes the confirmed pending address the account's (and its user name), confirmed; false when none waited. */
export async function applyPendingEmail(db: Db, id: number, email: string): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ email, user_name: email, pending_email: null, email_confirmed: true, updated_at: new Date() })
    .where('id', '=', id)
    .where('pending_email', '=', email)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
