// The entry point SwiftPM links the fuzzing executable with (see fuzz_main.c).
int DocGenFuzz_main(int argc, char **argv);
