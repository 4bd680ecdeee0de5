import fc from 'fast-check';
import {
  isValidEmail,
  isValidPhone,
  MESSAGES,
  registerChecks,
  validateAdminLogin,
  validateLogin,
  validateNewPassword,
  validateRegister,
  forgotEmailCheck,
} from './validation';

/** A dotted domain of exactly n characters (labels of at most 63), ending in '.com'. */
function domainOfLength(n: number): string {
  const labels: string[] = [];
  let left = n - 4;
  while (left > 0) {
    const len = left <= 63 ? left : Math.min(63, left - 2);
    labels.push('d'.repeat(len));
    left -= len + 1;
  }
  return `${labels.join('.')}.com`;
}

const goodForm = {
  firstName: 'Ava',
  lastName: '',
  phone: '(515) 555-0101',
  email: 'ava@example.com',
  address1: '310 Court Avenue',
  address2: '',
  city: 'Des Moines',
  state: 'IA',
  country: 'USA',
  zipCode: '50309',
  username: 'avamartinez',
  password: 'secret1',
};

describe('register form (spec 5 Register)', () => {
  it('accepts a complete form with the optional fields empty', () => {
    expect(validateRegister(goodForm)).toEqual({});
  });

  it('gives every required field its spec message when the form is empty', () => {
    expect(validateRegister({})).toEqual({
      firstName: 'Name is required.',
      phone: 'Phone number is required.',
      email: 'Email is required.',
      address1: 'Address Line 1 is required.',
      city: 'City is required.',
      state: 'State is required.',
      country: 'Country is required.',
      zipCode: 'Zip Code is required.',
      username: 'Username is required.',
      password: 'Password is required.',
    });
  });

  it.each([
    ['firstName', 'A', 'Name is required.'],
    ['firstName', '   ', 'Name is required.'],
    ['phone', '555-0101', 'Please enter valid phone number.'],
    ['phone', 'call me', 'Please enter valid phone number.'],
    ['email', 'ava.example.com', 'Invalid email format.'],
    ['email', 'ava@', 'Invalid email format.'],
    ['address1', ' ', 'Address Line 1 is required.'],
    ['username', 'ava', 'Username must be at least 5 characters.'],
    ['username', 'ava@example.com', 'Username cannot contain spaces or @.'],
    ['password', 'abc', 'Password must be at least 6 characters.'],
    ['zipCode', 'abcde', 'Please enter a 5-digit zip code.'],
    ['zipCode', '5030', 'Please enter a 5-digit zip code.'],
    ['state', 'Iowa!!', 'Please enter a US state, such as IA or Iowa.'],
    ['state', 'XX', 'Please enter a US state, such as IA or Iowa.'],
  ] as const)('%s = %j -> %s', (field, value, message) => {
    expect(validateRegister({ ...goodForm, [field]: value })[field]).toBe(message);
  });

  it.each([
    ['state', 'Iowa'],
    ['state', ' ia '],
    ['zipCode', '50309-1234'],
  ] as const)('accepts %s = %j', (field, value) => {
    expect(validateRegister({ ...goodForm, [field]: value })).toEqual({});
  });

  it('accepts a first name of exactly 2 characters, a username of 5 and a password of 6', () => {
    expect(validateRegister({ ...goodForm, firstName: 'Al', username: 'abcde', password: 'abcdef' })).toEqual({});
  });

  it('refuses values longer than we store, with a clear message', () => {
    expect(registerChecks.city('x'.repeat(101))).toBe('City must be at most 100 characters.');
    expect(registerChecks.password('x'.repeat(201))).toBe('Password must be at most 200 characters.');
  });

  it('treats a non-text value as missing', () => {
    expect(registerChecks.firstName(42)).toBe('Name is required.');
    expect(registerChecks.email({})).toBe('Email is required.');
  });
});

describe('phone pattern (spec 5)', () => {
  it.each([
    '5155550101',
    '515-555-0101',
    '515 555 0101',
    '(515) 555-0101',
    '(515)555-0101',
    '1 515 555 0101',
    '+1 (515) 555-0101',
    '44-515-555-0101',
    '353 515 555 0101',
  ])('accepts %s', (phone) => expect(isValidPhone(phone)).toBe(true));
  it.each([
    '555-0101',
    '51555501011234',
    '1234 515 555 0101',
    '(515 555-0101',
    '515--555-0101',
    '515.555.0101',
    'abc-def-ghij',
  ])('refuses %s', (phone) => expect(isValidPhone(phone)).toBe(false));

  it('accepts any 10 digits with any optional 1-3 digit country code (property)', () => {
    const digits = (n: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: n, maxLength: n });
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: 1, max: 3 }).chain(digits)),
        digits(3),
        digits(3),
        digits(4),
        fc.constantFrom('', '-', ' '),
        (cc, a, b, c, sep) => {
          const phone = `${cc ? cc + sep : ''}${a}${sep}${b}${sep}${c}`;
          expect(isValidPhone(phone)).toBe(true);
        },
      ),
    );
  });
});

describe('email format (spec 5: at most 254 in total, 64 in the local part)', () => {
  it.each(['customer1@example.com', 'first.last+tag@sub.example.co.uk', "o'brien@example.ie", 'a@b.io'])(
    'accepts %s',
    (email) => expect(isValidEmail(email)).toBe(true),
  );
  it.each([
    'plain',
    '@example.com',
    'a@',
    'a@b',
    'a..b@example.com',
    '.a@example.com',
    'a@-example.com',
    'a b@example.com',
    'a@exa mple.com',
    'ä@example.com',
  ])('refuses %s', (email) => expect(isValidEmail(email)).toBe(false));

  it('accepts a local part of exactly 64 and refuses 65', () => {
    expect(isValidEmail(`${'a'.repeat(64)}@example.com`)).toBe(true);
    expect(isValidEmail(`${'a'.repeat(65)}@example.com`)).toBe(false);
  });

  it('accepts exactly 254 characters and refuses 255', () => {
    const at254 = `${'a'.repeat(64)}@${domainOfLength(254 - 65)}`;
    expect(at254).toHaveLength(254);
    expect(isValidEmail(at254)).toBe(true);
    const at255 = `${'a'.repeat(64)}@${domainOfLength(255 - 65)}`;
    expect(at255).toHaveLength(255);
    expect(isValidEmail(at255)).toBe(false);
  });

  it('accepts generated RFC addresses exactly when they fit in 254 characters (property)', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        expect(isValidEmail(email)).toBe(email.length <= 254);
      }),
    );
  });

  it('always refuses a local part over 64 characters (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'abcxyz019._-'), minLength: 65, maxLength: 120 }),
        fc.domain(),
        (local, domain) => {
          expect(isValidEmail(`${local}@${domain}`)).toBe(false);
        },
      ),
    );
  });

  it('refuses every well-formed address over 254 characters and accepts it at 254 or less (property)', () => {
    const localPart = fc.string({ unit: fc.constantFrom(...'abcdefxyz0189'), minLength: 1, maxLength: 64 });
    fc.assert(
      fc.property(localPart, fc.integer({ min: 80, max: 400 }), (local, total) => {
        const email = `${local}@${domainOfLength(total - local.length - 1)}`;
        expect(email).toHaveLength(total);
        expect(isValidEmail(email)).toBe(total <= 254);
      }),
    );
  });
});

describe('login forms (spec 5)', () => {
  it('customer login: username and password messages', () => {
    expect(validateLogin({ username: '', password: '' })).toEqual({
      username: 'Please enter your username.',
      password: 'Password must be at least 6 characters.',
    });
    expect(validateLogin({ username: 'customer1', password: 'customer1' })).toEqual({});
  });

  it('admin-area login: a valid email and a password of 6', () => {
    expect(validateAdminLogin({ email: 'admin', password: '12345' })).toEqual({
      email: 'Please enter a valid email.',
      password: 'Password must be at least 6 characters.',
    });
    expect(validateAdminLogin({ email: 'admin@northside.example', password: 'northside1' })).toEqual({});
  });
});

describe('forgot password (spec 5)', () => {
  it('asks for a valid email address', () => {
    expect(forgotEmailCheck('')).toBe('Please enter a valid email address.');
    expect(forgotEmailCheck('nope@')).toBe('Please enter a valid email address.');
    expect(forgotEmailCheck('customer1@example.com')).toBeNull();
  });

  it('needs both passwords of 6 characters, then equal', () => {
    expect(validateNewPassword({ password: '123', confirmPassword: '' })).toEqual({
      password: 'Password must be at least 6 characters.',
      confirmPassword: 'Confirm Password must be at least 6 characters.',
    });
    expect(validateNewPassword({ password: 'secret1', confirmPassword: 'secret2' })).toEqual({
      confirmPassword: 'Password and Confirm Password do not match.',
    });
    expect(validateNewPassword({ password: 'secret1', confirmPassword: 'secret1' })).toEqual({});
  });

  it('any two different valid passwords never pass (property)', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 6, maxLength: 40 }), fc.string({ minLength: 6, maxLength: 40 }), (a, b) => {
        fc.pre(a !== b);
        expect(validateNewPassword({ password: a, confirmPassword: b }).confirmPassword).toBe(
          MESSAGES.forgotPassword.mismatch,
        );
      }),
    );
  });
});
