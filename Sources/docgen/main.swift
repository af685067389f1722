import DocGenCLI

await DocGen.main()
