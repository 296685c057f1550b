// What other areas may use of the todo-calendar area (eslint.config.js, apiAreaZones): a payroll's
// feedback becomes a to-do of the office.
export { addPayrollFeedbackToDo } from './todo-calendar.repository';
