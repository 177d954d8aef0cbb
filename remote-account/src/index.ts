// The async boundary: federation negotiates shared modules before the shell's code runs.
void import('./standalone/bootstrap');
