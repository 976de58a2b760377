// libFuzzer's driver (compiler-rt, LLVM 12 and later), called from each fuzz target's main.
#include <stddef.h>
#include <stdint.h>

/// Runs libFuzzer with the command line and the entry point; returns the process exit code.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
