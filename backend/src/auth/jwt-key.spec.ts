import { sign, verify } from 'jsonwebtoken';
import { jwtKey } from './jwt-key';

describe('jwtKey', () => {
  const secret = 'a-secret-with-ünïcode-of-at-least-32-characters';

  it('verifies tokens signed with the secret string (sessions issued before the change stay valid)', () => {
    const token = sign({ sub: 7 }, secret, { algorithm: 'HS256' });
    expect(verify(token, jwtKey(secret), { algorithms: ['HS256'] })).toMatchObject({ sub: 7 });
  });

  it('signs tokens the secret string verifies, and another secret refuses', () => {
    const token = sign({ sub: 7 }, jwtKey(secret), { algorithm: 'HS256' });
    expect(verify(token, secret, { algorithms: ['HS256'] })).toMatchObject({ sub: 7 });
    expect(() => verify(token, jwtKey(`${secret}!`), { algorithms: ['HS256'] })).toThrow('invalid signature');
  });
});
