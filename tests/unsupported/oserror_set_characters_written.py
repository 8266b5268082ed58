# expect: NotImplementedError: OSError's characters_written is not supported by kiln yet
e = OSError(11, "Resource temporarily unavailable")
print(hasattr(e, "characters_written"))
e.characters_written = 5
