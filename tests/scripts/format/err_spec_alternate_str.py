# Nor the alternate form.
print(format('a', '#'))
