import noCollidedCoercion from './no-collided-coercion.js';
import noCollidedConstraintMismatch from './no-collided-constraint-mismatch.js';
import noCollidedTypeMismatch from './no-collided-type-mismatch.js';
import noHiddenCollidedCheck from './no-hidden-collided-check.js';
import noUntraceableVariant from './no-untraceable-variant.js';
import requireTypedProperties from './require-typed-properties.js';
import validDiscriminatedUnion from './valid-discriminated-union.js';

export const rules = {
  'no-collided-coercion': noCollidedCoercion,
  'no-collided-constraint-mismatch': noCollidedConstraintMismatch,
  'no-collided-type-mismatch': noCollidedTypeMismatch,
  'no-hidden-collided-check': noHiddenCollidedCheck,
  'no-untraceable-variant': noUntraceableVariant,
  'require-typed-properties': requireTypedProperties,
  'valid-discriminated-union': validDiscriminatedUnion,
};
