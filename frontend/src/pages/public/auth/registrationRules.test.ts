import { describe, expect, it } from 'vitest';
import { registrationErrors, serverFieldErrors } from './validation';

describe('registration rules (the same as the server)', () => {
  it('asks for both fields', () => {
    expect(registrationErrors({ username: ' ', password: '' })).toEqual({
      username: 'Username is required',
      password: 'Password is required',
    });
  });

  it('checks username length (trimmed) and characters, password length', () => {
    expect(registrationErrors({ username: ' ab ', password: 'x'.repeat(8) })).toEqual({
      username: 'Username must be 3 to 32 characters long',
    });
    expect(registrationErrors({ username: 'a'.repeat(33), password: 'x'.repeat(128) }).username).toMatch(/3 to 32/);
    expect(registrationErrors({ username: 'bad name', password: 'x'.repeat(7) })).toEqual({
      username: "Username may contain only letters, digits, '.', '_' and '-'",
      password: 'Password must be 8 to 128 characters long',
    });
    expect(registrationErrors({ username: 'ok.name_1-2', password: 'x'.repeat(129) }).password).toMatch(/8 to 128/);
    expect(registrationErrors({ username: 'ok.name_1-2', password: 'x'.repeat(8) })).toEqual({});
  });

  it("puts the server's messages on the fields they name", () => {
    expect(serverFieldErrors('Username is already taken')).toEqual({ username: 'Username is already taken' });
    expect(serverFieldErrors('Username must be 3 to 32 characters long; Password must be 8 to 128 characters long')).toEqual({
      username: 'Username must be 3 to 32 characters long',
      password: 'Password must be 8 to 128 characters long',
    });
    expect(serverFieldErrors('Too many requests')).toEqual({});
  });
});
