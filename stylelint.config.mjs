/**
 * stylelint for the storefront's CSS (npm run lint:css, part of npm run lint). No shared preset is
 * installed: the rules below catch what breaks a page rather than matters of taste, and
 * shop/custom-properties-defined refuses a var() that is empty on some page (issue 13).
 */
import customPropertiesDefined from './scripts/stylelint/custom-properties-defined.mjs'

export default {
  plugins: [customPropertiesDefined],
  ignoreFiles: ['**/node_modules/**', '**/build/**', 'var/**'],
  rules: {
    'shop/custom-properties-defined': [true, { sources: ['apps/storefront/app'] }],
    'color-no-invalid-hex': true,
    'declaration-block-no-duplicate-properties': [
      true,
      { ignore: ['consecutive-duplicates-with-different-values'] },
    ],
    'declaration-block-no-duplicate-custom-properties': true,
    'property-no-unknown': true,
    'unit-no-unknown': true,
    'function-calc-no-unspaced-operator': true,
    'custom-property-no-missing-var-function': true,
    'selector-pseudo-class-no-unknown': true,
    'selector-pseudo-element-no-unknown': true,
    'media-feature-name-no-unknown': true,
    'no-invalid-double-slash-comments': true,
    'string-no-newline': true,
    'block-no-empty': true,
  },
}
