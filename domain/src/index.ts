export * from './field-rules';
export * from './money';
export * from './dates';
export * from './sign-in';
export * from './course-texts';
export * from './email-templates';
export * from './booking-statuses';
export * from './course-run';
