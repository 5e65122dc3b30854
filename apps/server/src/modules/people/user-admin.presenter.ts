import type { ManagedUserWire } from '@hondana/contract';
import { presentUser } from '../user/user.presenter.js';
import type { ManagedUserView } from './user-admin.service.js';

/** A user as the company administrator sees them: the account plus what the admin manages. */
export function presentManagedUser({
  user,
  groupName,
  contentGroupIds,
}: ManagedUserView): ManagedUserWire {
  return {
    ...presentUser(user),
    user_group_name: groupName,
    content_group_ids: contentGroupIds,
    param01: user.param01,
    param02: user.param02,
    param03: user.param03,
    param04: user.param04,
    param05: user.param05,
  };
}
