"""Training/export pipeline for the Stepwise process reward model (see models/README.md)."""
