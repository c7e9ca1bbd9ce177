/**
 * What every browser test needs: the built app on a free port with a fresh database (`startApp`), Chromium with
 * the flags our containers require (`launchBrowser`), and page helpers (screenshots, toasts, sign-up, sign-in).
 */
export { assertBuilt, freePort, sleep, startApp, waitForHealth, type RunningApp, type StartAppOptions } from './app';
export {
  assertChromium,
  CHROMIUM,
  CHROMIUM_ARGS,
  chromiumMissing,
  inCi,
  launchBrowser,
  skipBrowserTests,
  type LaunchedBrowser,
} from './chromium';
export { checkA11y } from './a11y';
export { startStripeForApp, type FakeStripeServer, type StripeForApp } from './stripe';
export { tabTo } from './keyboard';
export { newestMail } from './mail';
export {
  BACKEND_MAIN,
  DOCS_SHOTS_DIR,
  FRONTEND_DIR,
  FRONTEND_DIST,
  FRONTEND_INDEX,
  ROOT_DIR,
  saveDocsShot,
  SHOTS_DIR,
} from './paths';
export { stopStoryAtFailure } from './story';
export { capture, logout, register, screenshots, signIn, toasts, type TestUser } from './ui';
