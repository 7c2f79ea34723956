import { sql } from 'kysely';
import type { Role, UserType } from '../../shared/constants';
import type { Paged } from '../../shared/api/envelope';
import type { User } from '../../shared/types/user';
import type { Db, UserRow } from '../db/database';
import { likePattern, paged, type ListQuery } from '../http/list-query';

export type UserWithClient = UserRow & { client_id: number | null };

function baseQuery(db: Db) {
  return db
    .selectFrom('users')
    .leftJoin('clients', 'clients.user_id', 'users.id')
    .selectAll('users')
    .select('clients.id as client_id');
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
    startDate: row.start_date.toISOString(),
    roles: [row.role],
    client: row.client_id === null ? null : { id: row.client_id },
    createdAt: row.created_at.toISOString(),
    lastLoginAt: row.last_login_at ? row.last_login_at.toISOString() : null,
  };
}

export async function findUserById(db: Db, id: number): Promise<UserWithClient | undefined> {
  return baseQuery(db).where('users.id', '=', id).executeTakeFirst();
}

export async function findUserByEmail(db: Db, email: string): Promise<UserWithClient | undefined> {
  return baseQuery(db)
    .where(sql<string>`lower(users.email)`, '=', email.trim().toLowerCase())
    .executeTakeFirst();
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
}

/** A user and, for the Client role, its client record, in one transaction. */
export async function createUser(db: Db, input: NewUserInput): Promise<UserWithClient> {
  const id = await db.transaction().execute(async (trx) => {
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
  role: Role | null;
}

export async function listUsers(db: Db, filter: UserListFilter): Promise<User[] | Paged<User>> {
  let query = baseQuery(db);
  if (filter.search) {
    const pattern = likePattern(filter.search);
    query = query.where((eb) =>
      eb.or([eb('users.full_name', 'ilike', pattern), eb('users.email', 'ilike', pattern), eb('users.phone_number', 'ilike', pattern)]),
    );
  }
  if (filter.isActive !== null) query = query.where('users.is_active', '=', filter.isActive);
  if (filter.role !== null) query = query.where('users.role', '=', filter.role);
  query = query.orderBy('users.id', 'asc');
  if (filter.page === null) return (await query.execute()).map(toUser);
  const [rows, count] = await Promise.all([
    query.limit(filter.pageSize).offset((filter.page - 1) * filter.pageSize).execute(),
    query.clearSelect().clearOrderBy().select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow(),
  ]);
  return paged(rows.map(toUser), Number(count.total), filter);
}

export interface UserUpdate {
  fullName: string;
  email: string;
  phoneNumber: string;
  typeUser: number;
  startDate: Date;
  isActive: boolean;
  emailConfirmed: boolean;
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

/** Deletes the user; its client record, ratings and requests go with it (foreign keys cascade). */
export async function deleteUser(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('users').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function countAdmins(db: Db): Promise<number> {
  const row = await db.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).where('role', '=', 'Admin').executeTakeFirstOrThrow();
  return Number(row.n);
}
