import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import compileMessages from './messages-loader.mjs';

const compile = (messages) =>
  JSON.parse(compileMessages.call({ resourcePath: 'mf-x/lang/en.json' }, JSON.stringify(messages)));

describe('messages compiled at build time', () => {
  it('formats exactly as the message it was compiled from', () => {
    const message = 'Cart: {count, plural, =0 {empty} one {# item} other {# items}}';
    const compiled = compile({ 'shell.cart.label': message });
    for (const count of [0, 1, 5]) {
      expect(new IntlMessageFormat(compiled['shell.cart.label'], 'en').format({ count })).toBe(
        new IntlMessageFormat(message, 'en').format({ count }),
      );
    }
  });

  it('stops the build at a message that is not valid ICU, naming it', () => {
    expect(() => compile({ 'public.broken': 'Hello {name' })).toThrow(
      'mf-x/lang/en.json: message "public.broken" is not valid ICU',
    );
  });
});
