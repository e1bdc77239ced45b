/**
 * The admin API (`/admin/users`, `/admin/audit`), open to tokens whose role is in AUTH_ADMIN_ROLES
 * (the service-role key). List endpoints paginate with `X-Total-Count` and `Link` headers, which
 * the client parses.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { UserRow } from '../../db/schema.js';
import { auditPage, writeAudit } from '../../audit/audit-log.js';
import { authErrors } from '../http/auth-errors.js';
import { factorsOf, factorsOfMany } from '../mfa/factors-repository.js';
import { requestOrigin, type AuthHandler, type HandlerContext } from '../http/handler.js';
import {
  metadataObject,
  optionalBoolean,
  optionalPassword,
  optionalString,
  parseWith,
  validEmail,
} from '../http/parse-request.js';
import { hashPassword, isSupportedHash } from '../../passwords/password-hashing.js';
import { assertStrongPassword, randomPassword } from '../passwords/password-policy.js';
import { deleteUser } from '../../users/delete-user.js';
import { deleteSessionsOfUser } from '../sessions/sessions-repository.js';
import { mergeMetadata } from '../users/metadata.js';
import { userJson } from '../users/user-json.js';
import {
  findUserByEmail,
  findUserById,
  insertEmailUser,
  updateUserRow,
  usersPage,
  type UserChanges,
} from '../users/users-repository.js';
import {
  identitiesOf,
  identitiesOfMany,
  markEmailVerified,
} from '../users/identities-repository.js';
import { isUuid } from '../../identity/uuid.js';
import { nowIso } from '../../time/now-iso.js';
import { parseJsonObject } from '../../json/parse-json-object.js';
import { writeTransaction } from '../../db/write-transaction.js';

const pageQuery = z.object({
  page: z.union([z.literal(''), z.coerce.number().int().min(1)]).optional(),
  per_page: z.union([z.literal(''), z.coerce.number().int().min(1).max(1000)]).optional(),
  filter: z.string().max(320).optional(),
});

function pagination(request: FastifyRequest) {
  const query = parseWith(pageQuery, request.query);
  return {
    page: typeof query.page === 'number' ? query.page : 1,
    perPage: typeof query.per_page === 'number' ? query.per_page : 50,
    filter: query.filter?.trim() || undefined,
  };
}

function setPaginationHeaders(
  reply: FastifyReply,
  request: FastifyRequest,
  page: number,
  perPage: number,
  total: number,
) {
  const path = request.url.split('?')[0]!;
  const last = Math.max(1, Math.ceil(total / perPage));
  const links: string[] = [];
  if (page < last) links.push(`<${path}?page=${page + 1}&per_page=${perPage}>; rel="next"`);
  links.push(`<${path}?page=${last}&per_page=${perPage}>; rel="last"`);
  reply.header('x-total-count', String(total)).header('link', links.join(', '));
}

export const listUsers: AuthHandler = async ({ services, request, reply }) => {
  const { page, perPage, filter } = pagination(request);
  const { total, users } = await usersPage(services.db, {
    emailContains: filter?.toLowerCase(),
    limit: perPage,
    offset: (page - 1) * perPage,
  });
  const identities = await identitiesOfMany(
    services.db,
    users.map((user) => user.id),
  );
  const factors = await factorsOfMany(
    services.db,
    users.map((user) => user.id),
  );
  setPaginationHeaders(reply, request, page, perPage, total);
  return {
    users: users.map((user) =>
      userJson(user, identities.get(user.id) ?? [], factors.get(user.id) ?? []),
    ),
    aud: 'authenticated',
  };
};

const adminUserBody = z.object({
  id: optionalString,
  email: optionalString,
  phone: optionalString,
  password: optionalPassword,
  password_hash: optionalString,
  email_confirm: optionalBoolean,
  phone_confirm: optionalBoolean,
  user_metadata: metadataObject,
  app_metadata: metadataObject,
  role: optionalString.pipe(z.string().max(255).optional()),
  ban_duration: optionalString,
});

/** Go's `time.ParseDuration` for the units an operator uses (h, m, s, ms), or "none". */
export function parseBanDuration(value: string): number | 'none' {
  if (value === 'none') return 'none';
  const units: Record<string, number> = { h: 3_600_000, m: 60_000, s: 1000, ms: 1 };
  const parts = [...value.matchAll(/(\d+(?:\.\d+)?)(ms|h|m|s)/g)];
  if (parts.length === 0 || parts.map((part) => part[0]).join('') !== value) {
    throw authErrors.validationFailed('invalid format for ban duration');
  }
  const total = parts.reduce((sum, part) => sum + Number(part[1]) * units[part[2]!]!, 0);
  // Beyond ~100 years a ban end is not a date any more (and would not serialise).
  if (!Number.isFinite(total) || total > 100 * 365 * 86_400_000) {
    throw authErrors.validationFailed('ban duration is too long');
  }
  return total;
}

function bannedUntil(banDuration: string | undefined): string | null | undefined {
  if (banDuration === undefined) return undefined;
  const duration = parseBanDuration(banDuration);
  return duration === 'none' ? null : new Date(Date.now() + duration).toISOString();
}

async function passwordHashFrom(
  minLength: number,
  password: string | undefined,
  passwordHash: string | undefined,
): Promise<string | undefined> {
  if (password !== undefined && passwordHash !== undefined) {
    throw authErrors.validationFailed('Only a password or a password hash should be provided');
  }
  if (passwordHash !== undefined) {
    if (!isSupportedHash(passwordHash))
      throw authErrors.validationFailed('Invalid password hash format');
    return passwordHash;
  }
  if (password !== undefined) {
    assertStrongPassword(password, minLength);
    return hashPassword(password);
  }
  return undefined;
}

const actorOf = (context: HandlerContext) =>
  typeof context.admin?.sub === 'string' ? context.admin.sub : (context.admin?.role ?? null);

export const createUser: AuthHandler = async (context) => {
  const { services, request } = context;
  const body = parseWith(adminUserBody, request.body);
  if (body.phone !== undefined) {
    throw authErrors.phoneProviderDisabled();
  }
  if (body.email === undefined)
    throw authErrors.validationFailed('Unable to validate email address: invalid format');
  const email = validEmail(body.email);
  if (body.id !== undefined && !isUuid(body.id))
    throw authErrors.validationFailed('id must be a UUID');
  if (await findUserByEmail(services.db, email)) {
    throw authErrors.emailExists();
  }
  // A chosen id already taken is the caller's mistake (422), not a key clash for the database.
  if (body.id !== undefined && (await findUserById(services.db, body.id.toLowerCase()))) {
    throw authErrors.userAlreadyExists();
  }
  const passwordHash =
    (await passwordHashFrom(
      services.config.auth.passwordMinLength,
      body.password,
      body.password_hash,
    )) ?? (await hashPassword(randomPassword()));
  const banned = bannedUntil(body.ban_duration);
  const user = await writeTransaction(services.database, async ({ db: trx }) => {
    const created = await insertEmailUser(trx, {
      ...(body.id ? { id: body.id.toLowerCase() } : {}),
      email,
      passwordHash,
      userMetadata: mergeMetadata({}, body.user_metadata ?? {}),
      appMetadata: mergeMetadata({}, body.app_metadata ?? {}),
      ...(body.role ? { role: body.role } : {}),
      confirmedAt: body.email_confirm ? nowIso() : null,
      locale: 'en',
      bannedUntil: banned ?? null,
    });
    await writeAudit(trx, {
      action: 'user_signedup',
      userId: created.id,
      actorId: actorOf(context),
      ip: requestOrigin(request).ip,
      traits: { provider: 'email', by: 'admin' },
    });
    return created;
  });
  return userJson(
    user,
    await identitiesOf(services.db, user.id),
    await factorsOf(services.db, user.id),
  );
};

/** The user named by the `:id` of an admin path (404s as supabase/auth's `loadUser`). */
export async function userFromParams(context: HandlerContext): Promise<UserRow> {
  const { id } = (context.request.params ?? {}) as { id?: string };
  if (!isUuid(id)) throw authErrors.invalidUuid('user_id');
  const user = await findUserById(context.services.db, id.toLowerCase());
  if (!user) throw authErrors.userNotFound();
  return user;
}

export const getUserById: AuthHandler = async (context) => {
  const user = await userFromParams(context);
  return userJson(
    user,
    await identitiesOf(context.services.db, user.id),
    await factorsOf(context.services.db, user.id),
  );
};

export const updateUserById: AuthHandler = async (context) => {
  const { services, request } = context;
  const user = await userFromParams(context);
  const body = parseWith(adminUserBody, request.body);
  if (body.phone !== undefined) {
    throw authErrors.phoneProviderDisabled();
  }
  const email = body.email !== undefined ? validEmail(body.email) : undefined;
  if (email && email !== user.email) {
    const taken = await findUserByEmail(services.db, email);
    if (taken) {
      throw authErrors.emailExists();
    }
  }
  const passwordHash = await passwordHashFrom(
    services.config.auth.passwordMinLength,
    body.password,
    body.password_hash,
  );
  const banned = bannedUntil(body.ban_duration);
  await writeTransaction(services.database, async ({ db: trx }) => {
    const now = nowIso();
    const changes: UserChanges = { updated_at: now };
    if (email) changes.email = email;
    if (passwordHash) changes.encrypted_password = passwordHash;
    if (body.email_confirm === true && !user.email_confirmed_at) changes.email_confirmed_at = now;
    if (body.role) changes.role = body.role;
    if (body.user_metadata) {
      changes.user_metadata = JSON.stringify(
        mergeMetadata(parseJsonObject(user.user_metadata), body.user_metadata),
      );
    }
    if (body.app_metadata) {
      changes.app_metadata = JSON.stringify(
        mergeMetadata(parseJsonObject(user.app_metadata), body.app_metadata),
      );
    }
    if (banned !== undefined) changes.banned_until = banned;
    await updateUserRow(trx, user.id, changes);
    // A ban, or a password set by an operator, ends every session of the user.
    if (banned || passwordHash) await deleteSessionsOfUser(trx, user.id);
    if (email || changes.email_confirmed_at)
      await markEmailVerified(trx, (await findUserById(trx, user.id))!);
    await writeAudit(trx, {
      action: passwordHash ? 'user_updated_password' : 'user_modified',
      userId: user.id,
      actorId: actorOf(context),
      ip: requestOrigin(request).ip,
      traits: { by: 'admin', fields: Object.keys(changes).filter((key) => key !== 'updated_at') },
    });
  });
  const updated = (await findUserById(services.db, user.id))!;
  return userJson(
    updated,
    await identitiesOf(services.db, user.id),
    await factorsOf(services.db, user.id),
  );
};

export const deleteUserById: AuthHandler = async (context) => {
  const user = await userFromParams(context);
  // should_soft_delete is accepted and treated as a hard delete: nothing of the user is kept.
  const deleted = await deleteUser(context.services.database, user.id, {
    actorId: actorOf(context),
    ip: requestOrigin(context.request).ip,
  });
  if (deleted) await context.services.onUserDeleted(user.id);
  return {};
};

export const listAudit: AuthHandler = async ({ services, request, reply }) => {
  const { page, perPage } = pagination(request);
  const { total, rows } = await auditPage(services.db, {
    limit: perPage,
    offset: (page - 1) * perPage,
  });
  setPaginationHeaders(reply, request, page, perPage, total);
  return rows.map((row) => ({
    id: row.id,
    payload: {
      ...parseJsonObject(row.payload),
      action: row.action,
      actor_id: row.actor_id,
      user_id: row.user_id,
    },
    created_at: row.created_at,
    ip_address: row.ip_address ?? '',
  }));
};
