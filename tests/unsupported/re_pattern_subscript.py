# expect: NotImplementedError: subscripting re.Pattern is not supported by kiln yet
# re.Pattern[str] is a GenericAlias in CPython; kiln's Pattern is a class of
# its own, which CPython's message would call not subscriptable.
import re

print(re.Pattern[str])
