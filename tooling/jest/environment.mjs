// jsdom with Node's fetch, Request, streams and AbortSignal (jest-fixed-jsdom), which msw intercepts; but
// jsdom's own Blob, since jsdom's FileReader (user-event's clipboard reads through it) takes no other.
import FixedJSDOMEnvironment from 'jest-fixed-jsdom';

export default class TestEnvironment extends FixedJSDOMEnvironment {
  constructor(...args) {
    super(...args);
    // jsdom's File extends its Blob, which jest-fixed-jsdom replaced on the global.
    this.global.Blob = Object.getPrototypeOf(this.global.File);
  }
}
