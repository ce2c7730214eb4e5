/**
 * Benchmarks sign tokens with the product's JWT_SECRET instead of walking the e-mailed second
 * factor for every account they create.
 */
const jwt = require('jsonwebtoken');

function signToken(secret, claims) {
  return jwt.sign(
    {
      email: null,
      name: 'Bench',
      stage: 'full',
      companyName: null,
      isAboutComplete: true,
      isEmployeesComplete: true,
      isEvaluationComplete: true,
      isSetupComplete: true,
      modules: [],
      languageId: 1,
      ver: 0,
      remember: false,
      companyId: null,
      ...claims,
    },
    secret,
    {
      algorithm: 'HS256',
      issuer: 'diversitera',
      audience: 'diversitera-api',
      subject: claims.id,
      expiresIn: 3600,
    },
  );
}

module.exports = { signToken };
