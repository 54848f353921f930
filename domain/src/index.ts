export * from './field-rules';
export * from './money';
export * from './dates';
export * from './email-templates';
