/**
 * What a login session carries. Only the user id lives in the session; whether
 * that user is (still) an admin is read from the users table on every admin call.
 */
declare module 'express-session' {
  interface SessionData {
    userId?: string;
  }
}

export {};
