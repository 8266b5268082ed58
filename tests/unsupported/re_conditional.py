# expect: re.error: a conditional group (?(...)...) is not supported
import re
print(re.match(r'(<)?\w+(?(1)>)', '<a>'))
