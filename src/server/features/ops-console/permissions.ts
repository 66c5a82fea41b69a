/** Who may do what in the console: the pure table lives in the domain (maker-checker reads it too). */
export * from '../../domain/staff-permissions';
