import type { Plugin } from 'stylelint'

declare const plugin: Plugin
export default plugin
