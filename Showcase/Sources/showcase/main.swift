import ShowcaseCLI

// The `showcase` command (ShowcaseCLI/ShowcaseCommand.swift); the command lives in a library so
// that tests can parse and validate its arguments.
ShowcaseCommand.main()
