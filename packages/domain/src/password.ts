/**
 * The most common passwords of at least six characters (from public breach-frequency lists).
 * Refusing them costs users nothing and stops the first guesses of every credential-stuffing run.
 */
const commonPasswords = new Set([
  '123456', '1234567', '12345678', '123456789', '1234567890', '123123', '111111', '000000', '654321',
  '666666', '121212', '112233', '123321', '987654321', 'password', 'password1', 'password123',
  'qwerty', 'qwerty123', 'qwertyuiop', 'abc123', 'abcdef', 'iloveyou', 'admin123', 'welcome',
  'welcome1', 'monkey', 'dragon', 'letmein', 'football', 'baseball', 'sunshine', 'princess',
  'master', 'shadow', 'superman', 'michael', 'charlie', 'trustno1', 'passw0rd', 'zaq12wsx',
  '1q2w3e4r', '1q2w3e', 'q1w2e3r4', 'asdfgh', 'asdfghjkl', 'zxcvbnm', 'qazwsx', '123qwe',
  '1qaz2wsx', 'aa123456', 'password!', 'changeme', 'secret', 'starwars', 'whatever', 'freedom',
  'computer', 'internet', 'jennifer', 'jordan23', 'hello123', 'killer', 'pokemon', 'batman',
  'galatasaray', 'fenerbahce', 'besiktas', 'trabzonspor', 'istanbul', 'ankara', 'turkiye',
  'sifre123', 'sifre', 'parola', 'parola123', 'asdasd', 'asd123', 'qweasd', '159753',
  '147258', '147258369', '123654', '5555555', '7777777', '11111111', '00000000', '12341234',
]);

export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase());
}
