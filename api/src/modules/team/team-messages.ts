/** What the team's routes answer, in one place so the specs and the web read the same words. */
export const TEAM_MESSAGES = {
  lastOwner: 'The desk needs at least one owner: make someone else an owner first.',
  alreadyMember: 'That address already belongs to a member of the desk.',
  notMember: 'No member of the desk has this id.',
  resetRequested: 'If that address belongs to a member of the desk, a link to set a new password is on its way.',
  linkInvalid: 'This link is not valid. Check that you copied the whole address from the email.',
  linkUsed: 'This link has already been used. Ask for a new one if you still need to set a password.',
  linkExpired: 'This link has expired. Ask for a new one (Forgot password, or the owner can invite you again).',
  passwordSet: 'Your password is set. You can sign in now.',
  tooManyResets: 'Too many password reset requests. Please wait before trying again.',
} as const;
