import noHiddenCollidedCheck from './no-hidden-collided-check.js';

export const rules = {
  'no-hidden-collided-check': noHiddenCollidedCheck,
};
