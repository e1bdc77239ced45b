/**
 * The mails of an e-mail change (PUT /user {email}) with confirmation on: the current address and
 * the new one each confirm. An address that belongs to another account is answered as a free one
 * (supabase/auth answers 422 `email_exists`, which tells anyone signed in which addresses have
 * accounts): the change is recorded, its tokens issued and the current address mailed as usual, but
 * the other account's owner is sent nothing, so the change can never complete. With
 * AUTH_AUTOCONFIRM a change applies at once, and a taken address is refused as the protocol does.
 */
import type { UserRow } from '../../db/schema.js';
import type { AuthServices } from '../auth-services.js';
import { authErrors } from '../http/auth-errors.js';
import { checkMailAllowed, type PlannedMail } from '../mails/send-one-time-mail.js';
import { findUserByEmail } from './users-repository.js';

export interface EmailChangePlan {
  mails: PlannedMail[];
  /** Whether the mail goes out; a token is issued for every planned mail all the same. */
  delivers(mail: PlannedMail): boolean;
}

export async function planEmailChange(
  services: AuthServices,
  user: UserRow,
  newEmail: string,
): Promise<EmailChangePlan> {
  const taken = (await findUserByEmail(services.db, newEmail)) !== undefined;
  if (services.config.auth.autoconfirm) {
    if (taken) {
      throw authErrors.emailExists();
    }
    return { mails: [], delivers: () => true };
  }
  const toNewAddress: PlannedMail = {
    kind: 'email_change',
    tokenType: 'email_change_new',
    to: newEmail,
    newEmail,
  };
  const mails: PlannedMail[] = [
    ...(user.email && user.email_confirmed_at
      ? [
          {
            kind: 'email_change' as const,
            tokenType: 'email_change_current' as const,
            to: user.email,
            newEmail,
          },
        ]
      : []),
    toNewAddress,
  ];
  await checkMailAllowed(services, user, mails);
  return { mails, delivers: (mail) => !(taken && mail === toNewAddress) };
}
