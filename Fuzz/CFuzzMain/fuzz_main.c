// SwiftPM links an executable with `--defsym main=<Module>_main`; a module built with -parse-as-library (as
// libFuzzer's Swift entry point needs) defines no such symbol. This one hands the arguments to libFuzzer's
// driver, which calls the Swift LLVMFuzzerTestOneInput for every input.
#include <stddef.h>
#include <stdint.h>
#include "fuzz_main.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

int DocGenFuzz_main(int argc, char **argv) {
    return LLVMFuzzerRunDriver(&argc, &argv, LLVMFuzzerTestOneInput);
}
