import DocGenCLI

DocGen.main()
